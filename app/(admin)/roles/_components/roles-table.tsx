"use client";

import { createColumnHelper, type Row, useTable } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import { PendingMarker } from "@/components/approvals/pending-marker";
import type { Role } from "@/lib/contract";

const helper = createColumnHelper<DataTableFeatures, Role>();
type RoleRow = Row<DataTableFeatures, Role>;

const roleHref = (row: RoleRow) => `/roles/${encodeURIComponent(row.original.id)}`;
const roleName = (row: RoleRow) => row.original.name;

/**
 * Every role; a row opens the role's page (a plain link too, so it works before hydration). A role
 * with a change waiting for approval is marked beside its name.
 */
export function RolesTable({ roles, pendingIds = [] }: { roles: Role[]; pendingIds?: readonly string[] }) {
  const t = useTranslations("roles");
  const router = useRouter();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("name", {
          header: t("columns.name"),
          meta: { label: t("columns.name"), pinned: true, cellClassName: "font-medium text-primary" },
          enableHiding: false,
          cell: ({ row: { original: role } }) => (
            <span className="inline-flex flex-wrap items-center gap-2">
              {role.name}
              {pendingIds.includes(role.id) ? <PendingMarker /> : null}
            </span>
          ),
        }),
        helper.accessor("description", {
          header: t("columns.description"),
          // The least needed on a phone: name, status and count stay in view.
          meta: {
            label: t("columns.description"),
            hideBelow: "md",
            cellClassName: "whitespace-normal text-muted-foreground",
          },
        }),
        helper.accessor("active", {
          header: t("columns.active"),
          meta: { label: t("columns.active") },
          cell: (ctx) => (
            <Badge tone={ctx.getValue() ? "success" : "neutral"}>{ctx.getValue() ? t("active") : t("inactive")}</Badge>
          ),
        }),
        helper.accessor((role) => role.permissions.length, {
          id: "permissions",
          header: t("columns.permissions"),
          meta: { label: t("columns.permissions"), className: "text-right", cellClassName: "tabular-nums" },
          cell: (ctx) => <span data-testid="permission-count">{ctx.getValue()}</span>,
        }),
      ]),
    [t, pendingIds],
  );
  const table = useTable({ features: dataTableFeatures, columns, data: roles, getRowId: (role) => role.id });
  const open = useCallback((row: RoleRow) => router.push(roleHref(row)), [router]);
  return (
    <DataTable
      table={table}
      label={t("title")}
      onRowOpen={open}
      rowHref={roleHref}
      rowLabel={roleName}
      className="max-h-none"
    />
  );
}
