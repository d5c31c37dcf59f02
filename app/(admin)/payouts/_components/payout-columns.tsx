"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { memo } from "react";
import type { DataTableFeatures } from "@/components/data-table/features";
import { RelativeTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import type { Payout } from "@/lib/contract";
import { BeneficiaryCell } from "./beneficiary-cell";
import { StatusBadge } from "./status-badge";

const helper = createColumnHelper<DataTableFeatures, Payout>();

/*
 * The table re-renders every row on each state change around it (picker opened, URL synced,
 * "fetching" shown, previous rows kept while the next page loads). The costly cells (Intl
 * formatting, a tooltip per time, the beneficiary summary) are memoised on their values, so
 * only rows whose data changed do that work again.
 */
const MoneyCell = memo(Money);
const MONO = "font-mono text-xs";

/** Relative time, with the exact zoned time and its ISO form in the title. */
export const TimeCell = RelativeTime;
const StatusCell = memo(StatusBadge);
const BeneficiaryMemo = memo(BeneficiaryCell);

type Labels = {
  id: string;
  externalId: string;
  amount: string;
  currency: string;
  beneficiary: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  beneficiaryType: (type: string) => string;
};

/**
 * Column factory: labels come from the catalog, so the caller memoises per language (v9 needs
 * stable column definitions). `meta.label` drives the column toggle; the id column is pinned.
 */
export function payoutColumns(labels: Labels) {
  return helper.columns([
    helper.accessor("id", {
      header: labels.id,
      // Plain text in a styled cell: one element fewer per row than a styled span.
      meta: { label: labels.id, pinned: true, cellClassName: MONO },
      enableHiding: false,
      // On a phone the id shows its start (the full id is in the row's link and the sheet), so the
      // key columns beside it stay in view. A table cell ignores max-width: the span carries it.
      cell: (ctx) => <span className="block max-w-[7.5rem] truncate md:max-w-none">{ctx.getValue()}</span>,
    }),
    helper.accessor((row) => row.externalId ?? "", {
      id: "externalId",
      header: labels.externalId,
      meta: { label: labels.externalId, cellClassName: MONO },
      cell: (ctx) => ctx.getValue() || "—",
    }),
    helper.accessor("amount", {
      header: labels.amount,
      meta: { label: labels.amount, className: "text-right" },
      cell: (ctx) => <MoneyCell amount={ctx.getValue()} currency={ctx.row.original.currency} />,
    }),
    helper.accessor("currency", {
      header: labels.currency,
      meta: { label: labels.currency, cellClassName: MONO },
      cell: (ctx) => ctx.getValue(),
    }),
    helper.display({
      id: "beneficiary",
      header: labels.beneficiary,
      meta: { label: labels.beneficiary },
      cell: (ctx) => (
        <BeneficiaryMemo
          beneficiary={ctx.row.original.beneficiary}
          typeLabel={labels.beneficiaryType(ctx.row.original.beneficiary.type)}
        />
      ),
    }),
    helper.accessor("status", {
      header: labels.status,
      meta: { label: labels.status },
      cell: (ctx) => <StatusCell status={ctx.getValue()} />,
    }),
    helper.accessor("createdAt", {
      header: labels.createdAt,
      meta: { label: labels.createdAt },
      cell: (ctx) => <TimeCell value={ctx.getValue()} />,
    }),
    helper.accessor("updatedAt", {
      header: labels.updatedAt,
      meta: { label: labels.updatedAt },
      cell: (ctx) => <TimeCell value={ctx.getValue()} />,
    }),
  ]);
}
