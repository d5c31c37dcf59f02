"use client";

import { createColumnHelper, useTable } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { UserRow } from "@/lib/api/users";
import { identityIssues, USER_STATUSES } from "@/lib/contract";

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
  const issues = user.type && user.data ? identityIssues({ type: user.type, ...user.data }) : [];
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

/**
 * One page of users in the API's order (it offers no sort). On a phone name and status stay,
 * the rest scrolls sideways under the pinned name.
 */
export function UsersTable({ users }: { users: UserRow[] }) {
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
          meta: { label: t("columns.email") },
        }),
        helper.accessor((u) => u.type ?? MISSING, {
          id: "type",
          header: t("columns.type"),
          meta: { label: t("columns.type") },
        }),
        helper.display({
          id: "accessLevel",
          header: t("columns.accessLevel"),
          meta: { label: t("columns.accessLevel") },
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
          meta: { label: t("columns.createdAt") },
          cell: ({ row: { original: u } }) => (u.createdAt ? <DateTime value={u.createdAt} /> : MISSING),
        }),
      ]),
    [t],
  );
  const table = useTable({ features: dataTableFeatures, columns, data: users, getRowId: (u) => u.id });
  return (
    <div data-testid="users-table">
      <DataTable table={table} label={t("title")} />
    </div>
  );
}
