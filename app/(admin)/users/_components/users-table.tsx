"use client";

import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import {
  DataTable,
  type DataTableFeatures,
  DataTablePagination,
  DataTableToolbar,
  DataTableViewOptions,
  useServerList,
} from "@/components/data-table";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { UserRow } from "@/lib/api/users";
import { type IdentityIssue, identityIssues, USER_STATUSES } from "@/lib/contract";
import { apiListSearch } from "@/lib/table-search";

const TONE: Record<string, BadgeProps["tone"]> = {
  PENDING: "warning",
  ACTIVE: "success",
  REJECTED: "destructive",
  SUSPENDED: "neutral",
};
const text = (v: unknown) => (typeof v === "string" ? v : "");
/** What the API left out is shown as a dash, never as an empty cell that reads like an error. */
const MISSING = "—";
const helper = createColumnHelper<DataTableFeatures, UserRow>();

function NameCell({ user }: { user: UserRow }) {
  const t = useTranslations("users");
  const data = user.data ?? {};
  // Tolerant reader: a record the API holds that breaks today's identity rules is shown as it is, flagged.
  // The page judges them on the full record (the document number reaches the browser masked).
  const issues = Array.isArray(user.identityIssues)
    ? (user.identityIssues as IdentityIssue[])
    : user.type && user.data
      ? identityIssues({ type: user.type, ...user.data })
      : [];
  return (
    <>
      {`${text(data.firstName)} ${text(data.lastName)}`.trim() || user.id}
      {issues.length > 0 ? (
        <span className="mt-1 block" data-testid="identity-flag">
          <Badge tone="warning">{t("flagged", { count: issues.length })}</Badge>
          <span className="block max-w-72 text-xs font-normal whitespace-normal text-muted-foreground">
            {issues.map((issue) => issue.message).join("; ")}
          </span>
        </span>
      ) : null}
    </>
  );
}

type Props = { users: UserRow[]; pageCount: number };

/**
 * One page of users in the API's order (it offers no sort). The page and its size live in the
 * URL (apiListSearch); a change renders the server page again while these rows stay on screen. On
 * a phone name and status stay, the rest scrolls sideways under the pinned name.
 */
export function UsersTable({ users, pageCount }: Props) {
  const t = useTranslations("users");
  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: "name",
          header: t("columns.name"),
          meta: { label: t("columns.name"), pinned: true, cellClassName: "max-w-56 whitespace-normal font-medium" },
          cell: (ctx) => <NameCell user={ctx.row.original} />,
        }),
        helper.display({
          id: "status",
          header: t("columns.status"),
          meta: { label: t("columns.status") },
          cell: ({ row: { original: u } }) =>
            u.status === undefined ? (
              MISSING
            ) : (
              <Badge tone={TONE[u.status] ?? "outline"}>
                {(USER_STATUSES as readonly string[]).includes(u.status)
                  ? t(`status.${u.status as (typeof USER_STATUSES)[number]}`)
                  : u.status}
              </Badge>
            ),
        }),
        helper.accessor((u) => text(u.data?.email) || MISSING, {
          id: "email",
          header: t("columns.email"),
          meta: { label: t("columns.email"), hideBelow: "md" },
        }),
        helper.accessor((u) => u.type ?? MISSING, {
          id: "type",
          header: t("columns.type"),
          meta: { label: t("columns.type"), hideBelow: "sm" },
        }),
        helper.display({
          id: "accessLevel",
          header: t("columns.accessLevel"),
          meta: { label: t("columns.accessLevel"), hideBelow: "sm" },
          cell: ({ row: { original: u } }) =>
            u.accessLevel === undefined ? MISSING : <Badge tone="info">{u.accessLevel}</Badge>,
        }),
        helper.accessor((u) => u.externalId ?? MISSING, {
          id: "externalId",
          header: t("columns.externalId"),
          // The least read column gives way first, so the table fits a laptop's content area.
          meta: {
            label: t("columns.externalId"),
            className: "hidden 2xl:table-cell",
            cellClassName: "font-mono text-xs",
          },
        }),
        helper.display({
          id: "createdAt",
          header: t("columns.createdAt"),
          meta: { label: t("columns.createdAt"), hideBelow: "md" },
          cell: ({ row: { original: u } }) => (u.createdAt ? <DateTime value={u.createdAt} /> : MISSING),
        }),
      ]),
    [t],
  );
  const { table, isPending, pagination } = useServerList({
    search: apiListSearch,
    visibilityKey: "users",
    columns,
    data: users,
    getRowId: (u) => u.id,
    pageCount,
  });
  return (
    <div className="flex flex-col gap-3">
      <DataTableToolbar actions={<DataTableViewOptions table={table} />} note={t("order")} />
      <div data-testid="users-table">
        <DataTable table={table} label={t("title")} isFetching={isPending} />
      </div>
      <DataTablePagination {...pagination} />
    </div>
  );
}
