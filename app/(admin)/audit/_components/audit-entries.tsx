"use client";

import { createColumnHelper, type Row } from "@tanstack/react-table";
import Link from "next/link";
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
import { useDisplayTimeZone } from "@/components/ui/use-format-locale";
import { ZonedTime } from "@/components/ui/zoned-time";
import { auditSearch } from "@/lib/audit/search";
import { AuditDetailsSheet, type AuditRowView } from "./audit-details";
import { actionKey, auditOutcome, auditRecordHref } from "./audit-links";

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
 * stay on screen. Times and the day filters are in the operator's zone, named in the headers; an
 * action reads in words with its code beneath, and its record is a link. On a phone time, operator
 * and action (outcome under it) stay; the change count gives way, the sheet names it.
 */
export function AuditEntries({ rows, pageCount, actions }: Props) {
  const t = useTranslations("audit");
  const tf = useTranslations("audit.filters");
  const td = useTranslations("dataTable");
  // The zone every time here is shown in (ZonedTime reads the same), named in the headers.
  const timeZone = useDisplayTimeZone();
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = useMemo(() => {
    // A step-up prompt is the pipeline asking "confirm it's you": asked, not refused.
    const outcome = (entry: AuditRowView) => {
      const kind = auditOutcome(entry);
      return (
        <Badge tone={kind === "success" ? "success" : kind === "stepUp" ? "info" : "destructive"} data-outcome={kind}>
          {kind === "success" ? t("success") : kind === "stepUp" ? t("stepUp") : t("failure")}
        </Badge>
      );
    };
    const actionName = (action: string) =>
      t.has(`actions.${actionKey(action)}`) ? t(`actions.${actionKey(action)}`) : null;
    return helper.columns([
      helper.accessor("at", {
        header: t("columns.at", { zone: timeZone }),
        meta: {
          label: t("columns.at", { zone: timeZone }),
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
          // Who did it stays on a phone too: the column is narrow there and breaks the address.
          cellClassName: "max-w-28 text-xs break-all whitespace-normal sm:max-w-48",
        },
      }),
      helper.accessor("action", {
        header: t("columns.action"),
        meta: { label: t("columns.action"), cellClassName: "text-xs" },
        cell: ({ row: { original: entry } }) => {
          const name = actionName(entry.action);
          const href = auditRecordHref(entry.targetType, entry.targetId);
          return (
            <>
              {/* The action in words, its code beneath (what the filter and the CSV use). */}
              {name ? <span className="block font-medium">{name}</span> : null}
              <span className={name ? "font-mono text-muted-foreground" : "font-mono"} data-action={entry.action}>
                {entry.action}
              </span>
              {/* On phones the outcome sits under the action: the narrow columns fit 390 px. */}
              <span className="mt-1 block sm:hidden">{outcome(entry)}</span>
              {entry.targetId ? (
                href ? (
                  <Link
                    href={href}
                    // The row opens the details; the link opens the record.
                    onClick={(event) => event.stopPropagation()}
                    className="block max-w-32 truncate font-mono text-primary underline-offset-4 hover:underline sm:max-w-56"
                    title={`${t("openRecord")}: ${entry.targetType} ${entry.targetId}`}
                    data-testid="audit-record-link"
                  >
                    {entry.targetType} {entry.targetId}
                  </Link>
                ) : (
                  <span
                    className="block max-w-32 truncate font-mono text-muted-foreground sm:max-w-56"
                    title={entry.targetId}
                  >
                    {entry.targetType} {entry.targetId}
                  </span>
                )
              ) : null}
            </>
          );
        },
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
  }, [t, tf, timeZone]);
  const { table, state, isPending, pagination } = useServerList({
    search: auditSearch,
    visibilityKey: "audit",
    columns,
    data: rows,
    getRowId: (entry) => entry.id,
    pageCount,
  });
  const { values, setFilters } = state;
  // An action in words with its code, where the catalogue names it: "Bank account approved (account.approve)".
  const named = useCallback(
    (action: string) =>
      t.has(`actions.${actionKey(action)}`) ? `${t(`actions.${actionKey(action)}`)} (${action})` : action,
    [t],
  );
  // Action and the two days are the list's filters too, but belong to no single column.
  const filters = (
    <>
      <div className="flex flex-col gap-1">
        <span className="text-xs font-medium text-muted-foreground" aria-hidden>
          {tf("action")}
        </span>
        <DataTableFacetedFilter
          title={tf("action")}
          groups={[{ heading: "", options: actions.map((a) => ({ value: a, label: named(a) })) }]}
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
              label={tf(key, { zone: timeZone })}
              placeholder=""
              clearLabel={td("clearFilter", { filter: tf(key, { zone: timeZone }) })}
              value={values[key]}
              onCommit={(day) => setFilters({ [key]: day })}
            />
          </div>
        ))}
      </div>
    </>
  );
  const open = useCallback((row: AuditRow) => setOpenId(row.id), []);
  const label = useCallback((row: AuditRow) => t("details", { action: named(row.original.action) }), [t, named]);
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
