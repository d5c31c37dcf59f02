"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { useTranslations } from "next-intl";
import { memo } from "react";
import type { DataTableFeatures, FacetGroup } from "@/components/data-table/features";
import { StatusBadge } from "@/components/payouts/status-badge";
import { MoneyText } from "@/components/ui/money";
import { RelativeTime } from "@/components/ui/relative-time";
import type { Payout } from "@/lib/contract";
import { payoutSearch } from "@/lib/payouts/search-params";
import { BeneficiaryCell } from "./beneficiary-cell";
import { LiveStatusCell, TimeInStatusCell } from "./flight-status-scope";

const helper = createColumnHelper<DataTableFeatures, Payout>();

/*
 * The table re-renders every row on each state change around it (picker opened, URL synced,
 * "fetching" shown, previous rows kept while the next page loads). The costly cells (Intl
 * formatting, the beneficiary summary) are memoised on their values, so
 * only rows whose data changed do that work again.
 */
const MoneyCell = memo(MoneyText);
const MONO = "font-mono text-xs";

/** Relative time, with the exact zoned time and its ISO form in the title. */
export const TimeCell = RelativeTime;
const BeneficiaryMemo = memo(BeneficiaryCell);

/** The payouts catalog's translator: column and filter names come from it. */
type Translate = ReturnType<typeof useTranslations<"payouts">>;

const renderStatus = (status: string) => <StatusBadge status={status} />;
/** A table cell ignores max-width: the span carries it, and the title gives the whole value. */
const truncated = (value: string, width: string) => (
  <span className={`block truncate ${width}`} title={value}>
    {value}
  </span>
);

/**
 * Column factory: the translator and the status choices (with their counts) come from the
 * caller, which memoises them (v9 needs stable column definitions). The id column is pinned; the filters of
 * id, externalId and status are the URL's (payoutSearch); the API sorts nothing, so no header
 * sorts. Widths fit 1280 px with the sidebar; lower-value columns start hidden on narrower
 * screens (the view menu shows them).
 */
export function payoutColumns(t: Translate, statusGroups: readonly FacetGroup[]) {
  const label = (column: string) => t(`columns.${column}` as "columns.id");
  const beneficiaryType = (type: string) =>
    ["BANK", "BREB", "WALLET"].includes(type) ? t(`beneficiaryTypes.${type}` as "beneficiaryTypes.BANK") : type;
  const { filters } = payoutSearch;
  return helper.columns([
    helper.accessor("id", {
      header: label("id"),
      meta: {
        label: label("id"),
        pinned: true,
        cellClassName: MONO,
        filter: filters.id,
        filterLabel: t("filters.id"),
        placeholder: t("filters.idPlaceholder"),
      },
      enableHiding: false,
      // On a phone the id shows its start (the full id is in the title, the row's link and the sheet).
      cell: (ctx) => truncated(ctx.getValue(), "max-w-[4rem] sm:max-w-[9rem] 2xl:max-w-[13rem]"),
    }),
    helper.accessor((row) => row.externalId ?? "", {
      id: "externalId",
      header: label("externalId"),
      meta: {
        label: label("externalId"),
        cellClassName: MONO,
        hideBelow: "lg",
        filter: filters.externalId,
        filterLabel: t("filters.externalId"),
        placeholder: t("filters.externalIdPlaceholder"),
      },
      cell: (ctx) => (ctx.getValue() ? truncated(ctx.getValue(), "max-w-[10rem]") : "—"),
    }),
    helper.accessor("amount", {
      header: label("amount"),
      // The cell carries the figures' classes, so the amount needs no element of its own.
      meta: { label: label("amount"), className: "text-right whitespace-nowrap tabular-nums" },
      cell: (ctx) => <MoneyCell amount={ctx.getValue()} currency={ctx.row.original.currency} />,
    }),
    helper.accessor("currency", {
      header: label("currency"),
      // The amount already names its currency: a column of its own only where there is room.
      meta: { label: label("currency"), cellClassName: MONO, hideBelow: "2xl" },
      cell: (ctx) => ctx.getValue(),
    }),
    helper.display({
      id: "beneficiary",
      header: label("beneficiary"),
      meta: { label: label("beneficiary"), hideBelow: "md" },
      cell: (ctx) => (
        <BeneficiaryMemo
          beneficiary={ctx.row.original.beneficiary}
          typeLabel={beneficiaryType(ctx.row.original.beneficiary.type)}
        />
      ),
    }),
    helper.accessor("status", {
      header: label("status"),
      meta: {
        label: label("status"),
        // On a phone a long status label wraps, so the column stays in view beside id and amount.
        cellClassName: "max-sm:whitespace-normal max-sm:[&_[data-status]]:whitespace-normal",
        filter: filters.status,
        filterOptions: statusGroups,
        renderFilterValue: renderStatus,
      },
      // The API's status, or the read model's when the sync saw it change since (in place).
      cell: (ctx) => (
        <LiveStatusCell payoutId={ctx.row.original.id} status={ctx.getValue()} updatedAt={ctx.row.original.updatedAt} />
      ),
    }),
    helper.display({
      id: "timeInStatus",
      header: label("timeInStatus"),
      meta: { label: label("timeInStatus"), className: "whitespace-nowrap", hideBelow: "md" },
      cell: (ctx) => <TimeInStatusCell payoutId={ctx.row.original.id} />,
    }),
    helper.accessor("createdAt", {
      header: label("createdAt"),
      meta: { label: label("createdAt"), className: "whitespace-nowrap", hideBelow: "sm" },
      cell: (ctx) => <TimeCell value={ctx.getValue()} />,
    }),
    helper.accessor("updatedAt", {
      header: label("updatedAt"),
      meta: { label: label("updatedAt"), className: "whitespace-nowrap", hideBelow: "2xl" },
      cell: (ctx) => <TimeCell value={ctx.getValue()} />,
    }),
  ]);
}
