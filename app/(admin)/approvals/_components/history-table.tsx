"use client";

import { createColumnHelper, useTable } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { ChangeRequestView, RequestStatus } from "@/lib/approvals/types";
import { DiffList } from "./diff-list";
import { RequestTarget } from "./request-target";

const helper = createColumnHelper<DataTableFeatures, ChangeRequestView>();

const TONES: Record<RequestStatus, NonNullable<BadgeProps["tone"]>> = {
  pending: "neutral",
  executing: "info",
  executed: "success",
  failed: "destructive",
  rejected: "warning",
  cancelled: "neutral",
  expired: "neutral",
  stale: "warning",
};

/** What the API or a decision said, in one line. */
function outcomeText(r: ChangeRequestView): string | null {
  if (r.decisionReason) return r.decisionReason;
  const error = (r.result as { error?: { message?: unknown; errorCode?: unknown } } | null)?.error;
  if (error && typeof error.message === "string")
    return typeof error.errorCode === "string" ? `${error.errorCode}: ${error.message}` : error.message;
  return null;
}

/** Decided requests, newest first, with their status (stale ones tell the maker the target changed). */
export function HistoryTable({
  rows,
  names = {},
}: {
  rows: ChangeRequestView[];
  /** Targets' current names by targetKey (./target-names.ts). */
  names?: Readonly<Record<string, string>>;
}) {
  const t = useTranslations("approvals");
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("operation", {
          header: t("columns.operation"),
          meta: { label: t("columns.operation"), pinned: true },
          cell: ({ row: { original: r } }) => (
            <RequestTarget request={r} currentName={r.targetId ? names[`${r.targetType}:${r.targetId}`] : null} />
          ),
        }),
        helper.accessor("status", {
          header: t("columns.status"),
          meta: { label: t("columns.status") },
          cell: ({ row: { original: r } }) => (
            <div className="grid gap-1" data-testid="request-status" data-status={r.status}>
              <Badge tone={TONES[r.status]}>{t(`statuses.${r.status}`)}</Badge>
              {outcomeText(r) ? <span className="text-xs text-muted-foreground">{outcomeText(r)}</span> : null}
            </div>
          ),
        }),
        helper.accessor("diff", {
          header: t("columns.diff"),
          meta: { label: t("columns.diff"), hideBelow: "lg" },
          cell: ({ row: { original: r } }) => <DiffList diff={r.diff} />,
        }),
        helper.accessor("makerEmail", { header: t("columns.maker"), meta: { label: t("columns.maker") } }),
        helper.accessor("decidedBy", {
          header: t("columns.decidedBy"),
          meta: { label: t("columns.decidedBy") },
          cell: ({ row: { original: r } }) => (
            <div className="grid gap-0.5">
              <span>{r.decidedBy ?? "—"}</span>
              {r.decidedAt ? (
                <span className="text-xs text-muted-foreground">
                  <DateTime value={r.decidedAt} />
                </span>
              ) : null}
            </div>
          ),
        }),
      ]),
    [t, names],
  );
  const table = useTable({ features: dataTableFeatures, columns, data: rows, getRowId: (r) => r.id });
  return (
    <div data-testid="approvals-history">
      <DataTable table={table} label={t("history.label")} empty={t("history.empty")} />
    </div>
  );
}
