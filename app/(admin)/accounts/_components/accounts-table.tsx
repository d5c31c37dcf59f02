"use client";

import { createColumnHelper, useTable } from "@tanstack/react-table";
import { ExternalLinkIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { AccountStatusBadge } from "./account-status-badge";
import type { AccountQueueRow } from "./account-view";
import { ReviewDecision } from "./review-decision";

const helper = createColumnHelper<DataTableFeatures, AccountQueueRow>();

/**
 * The review queue in the API's order. Each row keeps its own controls (Review, verification,
 * Approve and Reject), so the row itself is not a second way in. On a phone owner, status and
 * the decision stay; the rest scrolls sideways under the pinned owner.
 */
export function AccountsTable({
  accounts,
  review,
}: {
  accounts: AccountQueueRow[];
  /** Null when the API offers no decisions; else why the buttons are disabled, or null to allow them. */
  review: { deniedReason: string | null } | null;
}) {
  const t = useTranslations("accounts");
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
              <div className="truncate font-mono text-xs text-muted-foreground" title={a.userId}>
                {a.userId}
              </div>
            </>
          ),
        }),
        helper.accessor("status", {
          header: t("columns.status"),
          meta: { label: t("columns.status") },
          // The status rides on its own element: the tests and styles read it without parsing the label.
          cell: (ctx) => (
            <span data-status={ctx.getValue()}>
              <AccountStatusBadge status={ctx.getValue()} />
            </span>
          ),
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
              {a.status === "PENDING" && review ? (
                <ReviewDecision accountId={a.id} deniedReason={review.deniedReason} after="stay" compact />
              ) : null}
            </div>
          ),
        }),
        helper.accessor("type", { header: t("columns.type"), meta: { label: t("columns.type") } }),
        helper.accessor((a) => a.bank ?? "", {
          id: "bank",
          header: t("columns.bank"),
          meta: { label: t("columns.bank") },
        }),
        helper.accessor("number", {
          header: t("columns.number"),
          meta: { label: t("columns.number"), cellClassName: "font-mono text-xs" },
        }),
        helper.accessor("complianceUrl", {
          header: t("columns.compliance"),
          meta: { label: t("columns.compliance") },
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
    [t, review],
  );
  const table = useTable({ features: dataTableFeatures, columns, data: accounts, getRowId: (a) => a.id });
  return (
    <div data-testid="accounts-table">
      <DataTable table={table} label={t("title")} />
    </div>
  );
}
