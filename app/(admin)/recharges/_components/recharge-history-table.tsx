"use client";

import { createColumnHelper, useTable } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";

/** One recharge attempt as the history shows it. */
export interface RechargeHistoryRow {
  id: string;
  at: string;
  order: string;
  operatorEmail: string;
  ok: boolean;
  errorCode: string | null;
  amount: number | null;
  code: string | null;
  checkout: string | null;
}

const helper = createColumnHelper<DataTableFeatures, RechargeHistoryRow>();

/** The order is the row's identity (pinned); on a phone order, outcome and amount stay in view. */
export function RechargeHistoryTable({ rows }: { rows: RechargeHistoryRow[] }) {
  const t = useTranslations("recharges.history");
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
            <Badge tone={r.ok ? "success" : "destructive"}>
              {r.ok ? t("succeeded", { code: r.code ?? "" }) : t("refused", { code: r.errorCode ?? "" })}
            </Badge>
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
        helper.accessor("operatorEmail", {
          header: t("operator"),
          meta: { label: t("operator") },
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
    [t],
  );
  const table = useTable({ features: dataTableFeatures, columns, data: rows, getRowId: (r) => r.id });
  return (
    <div data-testid="recharge-history">
      <DataTable table={table} label={t("title")} />
    </div>
  );
}
