"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { useNow } from "next-intl";
import { memo } from "react";
import type { DataTableFeatures } from "@/components/data-table/features";
import { Money } from "@/components/ui/money";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import type { Payout } from "@/lib/contract";
import { formatRelative } from "@/lib/i18n/format";
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
const MINUTE_MS = 60_000;
const MONO = "font-mono text-xs";

/**
 * Relative time with the exact ISO time on hover (the title). Not the Radix tooltip DateTime
 * uses elsewhere: two per row made every page of rows mount 50 tooltip roots and triggers,
 * which was most of the time a filter change spent rendering new rows, and of the server's
 * render of the first page.
 */
export const TimeCell = memo(function TimeCell({ value }: { value: string }) {
  const locale = useFormatLocale();
  const now = useNow({ updateInterval: MINUTE_MS });
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  const iso = date.toISOString();
  return (
    // Server and browser clocks differ by a few seconds; the relative text may legitimately change.
    <time dateTime={iso} title={iso} suppressHydrationWarning>
      {formatRelative(date, locale, now)}
    </time>
  );
});
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
