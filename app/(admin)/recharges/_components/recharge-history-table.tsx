"use client";

import { createColumnHelper, useTable } from "@tanstack/react-table";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import type { AttemptStatus, RechargeAttempt } from "./recharge-attempts";

const helper = createColumnHelper<DataTableFeatures, RechargeAttempt>();

const TONE: Record<AttemptStatus, NonNullable<BadgeProps["tone"]>> = {
  sent: "success",
  approved: "success",
  failed: "destructive",
  held: "warning",
  rejected: "destructive",
  expired: "neutral",
  cancelled: "neutral",
  stale: "neutral",
};

/**
 * The order is the row's identity (pinned); on a phone order, outcome and amount stay in view.
 * A held attempt links to its change request in Approvals.
 */
export function RechargeHistoryTable({ rows }: { rows: RechargeAttempt[] }) {
  const t = useTranslations("recharges.history");
  const h = useTranslations("held.recharges");
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("order", {
          header: t("order"),
          meta: { label: t("order"), pinned: true, cellClassName: "font-mono text-xs" },
        }),
        helper.display({
          id: "outcome",
          header: t("outcome"),
          meta: { label: t("outcome") },
          cell: ({ row: { original: r } }) => (
            <div className="grid justify-items-start gap-0.5" data-attempt-status={r.status}>
              <Badge tone={TONE[r.status]}>{h(`status.${r.status}`)}</Badge>
              {r.code || r.errorCode ? (
                <span className="font-mono text-xs text-muted-foreground">{r.code ?? r.errorCode}</span>
              ) : null}
              {r.note ? <span className="text-xs text-muted-foreground">{h("reason", { reason: r.note })}</span> : null}
              {r.changeRequestId ? (
                <Link
                  href={`/approvals?request=${encodeURIComponent(r.changeRequestId)}`}
                  className="text-xs text-primary underline"
                >
                  {h("request")}
                </Link>
              ) : null}
            </div>
          ),
        }),
        helper.accessor("amount", {
          header: t("amount"),
          meta: { label: t("amount"), className: "text-right" },
          cell: (ctx) => {
            const amount = ctx.getValue();
            return amount === null ? null : <Money amount={amount} currency="COP" />;
          },
        }),
        helper.accessor("at", {
          header: t("at"),
          meta: { label: t("at") },
          cell: (ctx) => <DateTime value={ctx.getValue()} />,
        }),
        helper.display({
          id: "people",
          header: h("people"),
          meta: { label: h("people") },
          cell: ({ row: { original: r } }) => (
            <div className="grid gap-0.5 text-sm">
              <span>{h("maker", { email: r.maker })}</span>
              {r.decider ? (
                <span className="text-muted-foreground">
                  {h(r.status === "rejected" ? "rejectedBy" : "approvedBy", { email: r.decider })}
                </span>
              ) : null}
            </div>
          ),
        }),
        helper.accessor("checkout", {
          header: t("checkout"),
          meta: { label: t("checkout") },
          cell: (ctx) => {
            const href = ctx.getValue();
            return href ? (
              <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                {t("open")}
              </a>
            ) : null;
          },
        }),
      ]),
    [t, h],
  );
  const table = useTable({ features: dataTableFeatures, columns, data: rows, getRowId: (r) => r.id });
  return (
    <div data-testid="recharge-history">
      <DataTable table={table} label={t("title")} />
    </div>
  );
}
