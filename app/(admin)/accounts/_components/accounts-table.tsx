"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { ExternalLinkIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import {
  DataTable,
  type DataTableFeatures,
  DataTablePagination,
  DataTableToolbar,
  DataTableViewOptions,
  useServerList,
} from "@/components/data-table";
import { PendingMarker } from "@/components/approvals/pending-marker";
import { type ACCOUNT_STATUSES, ACCOUNT_TYPES } from "@/lib/contract";
import { accountSearch } from "./account-search";
import { AccountStatusBadge } from "./account-status-badge";
import type { AccountQueueRow } from "./account-view";
import { type DecisionOutcome, ReviewDecision } from "./review-decision";

const helper = createColumnHelper<DataTableFeatures, AccountQueueRow>();

type Props = {
  accounts: AccountQueueRow[];
  pageCount: number;
  /** The statuses the status filter offers: those the queue holds (a filter that can only come back empty is noise). */
  statuses: ReadonlyArray<(typeof ACCOUNT_STATUSES)[number]>;
  /**
   * Null when the API offers no decisions; else why the buttons are disabled (or null to allow
   * them), and whether a decision is sent now or held for approval.
   */
  review: { deniedReason: string | null; holdNotice: { text: string; held: boolean } } | null;
  /** Accounts with a change waiting for approval (a held decision or data edit): marked by the owner. */
  pendingIds?: readonly string[];
};

const DECIDED_LABEL: Record<DecisionOutcome, "rowApproved" | "rowRejected" | "rowHeld"> = {
  ACTIVE: "rowApproved",
  REJECTED: "rowRejected",
  held: "rowHeld",
};

/**
 * The review queue in the API's order, filtered and paged through the URL (accountSearch): a
 * change renders the server page again while these rows stay on screen. Each row keeps its own
 * controls (Review, verification, Approve and Reject), so the row itself is not a second way
 * in. On a phone owner, status and the decision stay; the rest scrolls sideways under the owner.
 *
 * Rows never move under the pointer (issue 30): a decision does not render the queue again; the
 * decided row stays where it was, marked with what became of it, until the operator moves on
 * (another page or filter reads the queue afresh).
 */
export function AccountsTable({ accounts, pageCount, statuses, review, pendingIds = [] }: Props) {
  const t = useTranslations("accounts");
  const [decided, setDecided] = useState<Readonly<Record<string, DecisionOutcome>>>({});
  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: "owner",
          header: t("columns.owner"),
          meta: { label: t("columns.owner"), pinned: true, cellClassName: "max-w-40 sm:max-w-none" },
          cell: ({ row: { original: a } }) => (
            <>
              <div className="truncate font-medium">{a.holder ?? t("unknownHolder")}</div>
              {pendingIds.includes(a.id) ? <PendingMarker /> : null}
              <div className="truncate font-mono text-xs text-muted-foreground" title={a.userId}>
                {a.userId}
              </div>
            </>
          ),
        }),
        helper.accessor("status", {
          header: t("columns.status"),
          meta: {
            label: t("columns.status"),
            filter: accountSearch.filters.status,
            filterOptions: statuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
            renderFilterValue: (value) => <AccountStatusBadge status={value} />,
          },
          // The status rides on its own element: the tests and styles read it without parsing the label.
          cell: ({ row: { original: a } }) => {
            const outcome = decided[a.id];
            const status = outcome && outcome !== "held" ? outcome : a.status;
            return (
              <span data-status={status} data-decided={outcome ?? undefined}>
                <AccountStatusBadge status={status} />
              </span>
            );
          },
        }),
        helper.display({
          id: "open",
          header: () => <span className="sr-only">{t("columns.open")}</span>,
          meta: { label: t("columns.open") },
          cell: ({ row: { original: a } }) => (
            <div className="flex flex-col items-start gap-2">
              <Link href={`/accounts/${encodeURIComponent(a.id)}`} className="text-primary hover:underline">
                {t("open")}
              </Link>
              {a.status === "PENDING" && review && decided[a.id] ? (
                <p className="text-xs font-medium" role="status" data-testid="row-decided">
                  {t(`review.${DECIDED_LABEL[decided[a.id] as DecisionOutcome]}`)}
                </p>
              ) : a.status === "PENDING" && review ? (
                <ReviewDecision
                  account={{
                    id: a.id,
                    holder: a.holder,
                    userId: a.userId,
                    type: a.type,
                    number: a.number,
                    updatedAt: a.updatedAt,
                    reasons: a.reasons,
                  }}
                  deniedReason={review.deniedReason}
                  holdNotice={review.holdNotice}
                  onDecided={(outcome) => setDecided((now) => ({ ...now, [a.id]: outcome }))}
                  compact
                />
              ) : null}
            </div>
          ),
        }),
        helper.accessor("type", {
          header: t("columns.type"),
          meta: {
            label: t("columns.type"),
            filter: accountSearch.filters.type,
            filterOptions: ACCOUNT_TYPES.map((type) => ({ value: type, label: type })),
            hideBelow: "sm",
          },
        }),
        helper.accessor((a) => a.bank ?? "", {
          id: "bank",
          header: t("columns.bank"),
          meta: { label: t("columns.bank"), hideBelow: "md" },
        }),
        helper.accessor("number", {
          header: t("columns.number"),
          meta: { label: t("columns.number"), cellClassName: "font-mono text-xs", hideBelow: "md" },
        }),
        helper.accessor("complianceUrl", {
          header: t("columns.compliance"),
          meta: { label: t("columns.compliance"), hideBelow: "lg" },
          cell: (ctx) => {
            const href = ctx.getValue();
            return href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline"
              >
                {t("verify")}
                <ExternalLinkIcon className="size-3.5" aria-hidden />
              </a>
            ) : null;
          },
        }),
      ]),
    [t, review, statuses, decided, pendingIds],
  );
  const { table, state, isPending, pagination } = useServerList({
    search: accountSearch,
    visibilityKey: "accounts",
    columns,
    data: accounts,
    getRowId: (a) => a.id,
    pageCount,
  });
  return (
    <div className="flex flex-col gap-3">
      <DataTableToolbar
        table={table}
        state={state}
        actions={<DataTableViewOptions table={table} />}
        note={t("order")}
      />
      <div data-testid="accounts-table">
        <DataTable table={table} label={t("title")} isFetching={isPending} empty={t("empty")} />
      </div>
      <DataTablePagination {...pagination} />
    </div>
  );
}
