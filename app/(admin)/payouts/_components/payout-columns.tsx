"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { memo } from "react";
import type { DataTableFeatures, FacetGroup } from "@/components/data-table/features";
import { RelativeTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import type { Payout } from "@/lib/contract";
import { payoutSearch } from "@/lib/payouts/search-params";
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
  /** The id filters' own names ("Payout ID") and hints ("Exact id, then Enter"). */
  idFilter: string;
  idPlaceholder: string;
  externalIdFilter: string;
  externalIdPlaceholder: string;
  beneficiaryType: (type: string) => string;
};

const renderStatus = (status: string) => <StatusBadge status={status} />;
/** A table cell ignores max-width: the span carries it, and the title gives the whole value. */
const truncated = (value: string, width: string) => (
  <span className={`block truncate ${width}`} title={value}>
    {value}
  </span>
);

/**
 * Column factory: labels and the status choices (with their counts) come from the caller, which
 * memoises them (v9 needs stable column definitions). The id column is pinned; the filters of
 * id, externalId and status are the URL's (payoutSearch); the API sorts nothing, so no header
 * sorts. Widths fit 1280 px with the sidebar; lower-value columns start hidden on narrower
 * screens (the view menu shows them).
 */
export function payoutColumns(labels: Labels, statusGroups: readonly FacetGroup[]) {
  const { filters } = payoutSearch;
  return helper.columns([
    helper.accessor("id", {
      header: labels.id,
      meta: {
        label: labels.id,
        pinned: true,
        cellClassName: MONO,
        filter: filters.id,
        filterLabel: labels.idFilter,
        placeholder: labels.idPlaceholder,
      },
      enableHiding: false,
      // On a phone the id shows its start (the full id is in the title, the row's link and the sheet).
      cell: (ctx) => truncated(ctx.getValue(), "max-w-[7.5rem] sm:max-w-[13rem]"),
    }),
    helper.accessor((row) => row.externalId ?? "", {
      id: "externalId",
      header: labels.externalId,
      meta: {
        label: labels.externalId,
        cellClassName: MONO,
        hideBelow: "lg",
        filter: filters.externalId,
        filterLabel: labels.externalIdFilter,
        placeholder: labels.externalIdPlaceholder,
      },
      cell: (ctx) => (ctx.getValue() ? truncated(ctx.getValue(), "max-w-[10rem]") : "—"),
    }),
    helper.accessor("amount", {
      header: labels.amount,
      meta: { label: labels.amount, className: "text-right whitespace-nowrap" },
      cell: (ctx) => <MoneyCell amount={ctx.getValue()} currency={ctx.row.original.currency} />,
    }),
    helper.accessor("currency", {
      header: labels.currency,
      // The amount already names its currency: a column of its own only where there is room.
      meta: { label: labels.currency, cellClassName: MONO, hideBelow: "2xl" },
      cell: (ctx) => ctx.getValue(),
    }),
    helper.display({
      id: "beneficiary",
      header: labels.beneficiary,
      meta: { label: labels.beneficiary, hideBelow: "md" },
      cell: (ctx) => (
        <BeneficiaryMemo
          beneficiary={ctx.row.original.beneficiary}
          typeLabel={labels.beneficiaryType(ctx.row.original.beneficiary.type)}
        />
      ),
    }),
    helper.accessor("status", {
      header: labels.status,
      meta: {
        label: labels.status,
        filter: filters.status,
        filterOptions: statusGroups,
        renderFilterValue: renderStatus,
      },
      cell: (ctx) => <StatusCell status={ctx.getValue()} />,
    }),
    helper.accessor("createdAt", {
      header: labels.createdAt,
      meta: { label: labels.createdAt, className: "whitespace-nowrap", hideBelow: "sm" },
      cell: (ctx) => <TimeCell value={ctx.getValue()} />,
    }),
    helper.accessor("updatedAt", {
      header: labels.updatedAt,
      meta: { label: labels.updatedAt, className: "whitespace-nowrap", hideBelow: "xl" },
      cell: (ctx) => <TimeCell value={ctx.getValue()} />,
    }),
  ]);
}
