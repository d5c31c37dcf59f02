"use client";

import { createColumnHelper, type Row } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import {
  DataTable,
  DataTableFacetedFilter,
  type DataTableFeatures,
  DataTablePagination,
  DataTableTextFilter,
  DataTableToolbar,
  DataTableViewOptions,
  useServerList,
} from "@/components/data-table";
import { Badge } from "@/components/ui/badge";
import { ZonedTime } from "@/components/ui/zoned-time";
import { auditSearch } from "@/lib/audit/search";
import { AuditDetailsSheet, type AuditRowView } from "./audit-details";

const helper = createColumnHelper<DataTableFeatures, AuditRowView>();
type AuditRow = Row<DataTableFeatures, AuditRowView>;

type Props = {
  rows: AuditRowView[];
  pageCount: number;
  /** The actions the store holds, for the action filter's choices. */
  actions: readonly string[];
};

/**
 * One narrow row per entry, newest first; a row opens its details in a side sheet. Filters and
 * page live in the URL (auditSearch): a change renders the server page again while these rows
 * stay on screen. On a phone time and action (outcome under it) stay; the operator and change
 * count give way, the sheet names them.
 */
export function AuditEntries({ rows, pageCount, actions }: Props) {
  const t = useTranslations("audit");
  const tf = useTranslations("audit.filters");
  const td = useTranslations("dataTable");
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
        cell: (ctx) => <ZonedTime value={ctx.getValue()} />,
      }),
      helper.accessor("operatorEmail", {
        header: t("columns.operator"),
        meta: {
          label: t("columns.operator"),
          filter: auditSearch.filters.operator,
          filterLabel: tf("operator"),
          placeholder: "name@company.com",
          hideBelow: "md",
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
        meta: { label: t("columns.outcome"), hideBelow: "sm" },
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
          hideBelow: "sm",
          cellClassName: "text-xs whitespace-nowrap text-muted-foreground",
        },
        cell: (ctx) => (ctx.getValue() > 0 ? t("changes", { count: ctx.getValue() }) : null),
      }),
    ]);
  }, [t, tf]);
  const { table, state, isPending, pagination } = useServerList({
    search: auditSearch,
    visibilityKey: "audit",
    columns,
    data: rows,
    getRowId: (entry) => entry.id,
    pageCount,
  });
  const { values, setFilters } = state;
  // Action and the two days are the list's filters too, but belong to no single column.
  const filters = (
    <>
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-muted-foreground" aria-hidden>
          {tf("action")}
        </span>
        <DataTableFacetedFilter
          title={tf("action")}
          groups={[{ heading: "", options: actions.map((a) => ({ value: a, label: a })) }]}
          value={values.action}
          onChange={(action) => setFilters({ action })}
        />
      </div>
      {/* A date box never shrinks under its picker's width: where the two do not fit side by side they wrap. */}
      <div className="flex flex-wrap gap-2">
        {(["from", "to"] as const).map((key) => (
          <div key={key} className="shrink-0">
            <DataTableTextFilter
              type="date"
              label={tf(key)}
              placeholder=""
              clearLabel={td("clearFilter", { filter: tf(key) })}
              value={values[key]}
              onCommit={(day) => setFilters({ [key]: day })}
            />
          </div>
        ))}
      </div>
    </>
  );
  const open = useCallback((row: AuditRow) => setOpenId(row.id), []);
  const label = useCallback((row: AuditRow) => t("details", { action: row.original.action }), [t]);
  const close = useCallback(() => setOpenId(null), []);
  return (
    <>
      <DataTableToolbar
        table={table}
        state={state}
        filters={filters}
        actions={<DataTableViewOptions table={table} />}
      />
      <div data-testid="audit-table">
        <DataTable
          table={table}
          label={t("title")}
          onRowOpen={open}
          rowLabel={label}
          isFetching={isPending}
          empty={t("empty")}
        />
      </div>
      <DataTablePagination {...pagination} />
      <AuditDetailsSheet entry={rows.find((entry) => entry.id === openId) ?? null} onClose={close} />
    </>
  );
}
