"use client";

import { createColumnHelper, type Row, useTable } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import { AuditDetailsSheet, type AuditRowView, utc } from "./audit-details";

const helper = createColumnHelper<DataTableFeatures, AuditRowView>();
type AuditRow = Row<DataTableFeatures, AuditRowView>;

/**
 * One narrow row per entry, newest first; a row opens its details in a side sheet. On a phone
 * time and action (outcome under it) stay; the operator and change count give way, the sheet
 * names them.
 */
export function AuditEntries({ rows }: { rows: AuditRowView[] }) {
  const t = useTranslations("audit");
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = useMemo(() => {
    const outcome = (entry: AuditRowView) => (
      <Badge tone={entry.ok ? "success" : "destructive"}>{entry.ok ? t("success") : t("failure")}</Badge>
    );
    return helper.columns([
      helper.accessor("at", {
        header: t("columns.at"),
        meta: {
          label: t("columns.at"),
          pinned: true,
          cellClassName: "font-mono text-xs whitespace-normal sm:whitespace-nowrap",
        },
        cell: (ctx) => <time dateTime={ctx.getValue()}>{utc(ctx.getValue())}</time>,
      }),
      helper.accessor("operatorEmail", {
        header: t("columns.operator"),
        meta: {
          label: t("columns.operator"),
          className: "hidden md:table-cell",
          cellClassName: "max-w-48 text-xs break-all whitespace-normal",
        },
      }),
      helper.accessor("action", {
        header: t("columns.action"),
        meta: { label: t("columns.action"), cellClassName: "text-xs" },
        cell: ({ row: { original: entry } }) => (
          <>
            <span className="font-mono" data-action={entry.action}>
              {entry.action}
            </span>
            {/* On phones the outcome sits under the action: the narrow columns fit 390 px. */}
            <span className="mt-1 block sm:hidden">{outcome(entry)}</span>
            {entry.targetId ? (
              <span
                className="block max-w-32 truncate font-mono text-muted-foreground sm:max-w-56"
                title={entry.targetId}
              >
                {entry.targetType} {entry.targetId}
              </span>
            ) : null}
          </>
        ),
      }),
      helper.display({
        id: "outcome",
        header: t("columns.outcome"),
        meta: { label: t("columns.outcome"), className: "hidden sm:table-cell" },
        cell: ({ row: { original: entry } }) => (
          <>
            {outcome(entry)}
            {entry.errorCode ? <span className="mt-1 block font-mono text-xs">{entry.errorCode}</span> : null}
          </>
        ),
      }),
      helper.accessor("changeCount", {
        header: t("columns.change"),
        meta: {
          label: t("columns.change"),
          className: "hidden sm:table-cell",
          cellClassName: "text-xs whitespace-nowrap text-muted-foreground",
        },
        cell: (ctx) => (ctx.getValue() > 0 ? t("changes", { count: ctx.getValue() }) : null),
      }),
    ]);
  }, [t]);
  const table = useTable({ features: dataTableFeatures, columns, data: rows, getRowId: (entry) => entry.id });
  const open = useCallback((row: AuditRow) => setOpenId(row.id), []);
  const label = useCallback((row: AuditRow) => t("details", { action: row.original.action }), [t]);
  const close = useCallback(() => setOpenId(null), []);
  return (
    <>
      <div data-testid="audit-table">
        <DataTable table={table} label={t("title")} onRowOpen={open} rowLabel={label} />
      </div>
      <AuditDetailsSheet entry={rows.find((entry) => entry.id === openId) ?? null} onClose={close} />
    </>
  );
}
