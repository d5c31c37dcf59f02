"use client";

import { createColumnHelper } from "@tanstack/react-table";
import type { DataTableFeatures } from "@/components/data-table/features";
import { DateTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import type { Payout } from "@/lib/contract";
import { BeneficiaryCell } from "./beneficiary-cell";
import { StatusBadge } from "./status-badge";

const helper = createColumnHelper<DataTableFeatures, Payout>();

type Labels = {
  id: string;
  externalId: string;
  amount: string;
  currency: string;
  beneficiary: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  beneficiaryType: (type: string) => string;
};

/**
 * Column factory: labels come from the catalog, so the caller memoises per language (v9 needs
 * stable column definitions). `meta.label` drives the column toggle; the id column is pinned.
 */
export function payoutColumns(labels: Labels) {
  return helper.columns([
    helper.accessor("id", {
      header: labels.id,
      meta: { label: labels.id, pinned: true },
      enableHiding: false,
      cell: (ctx) => <span className="font-mono text-xs">{ctx.getValue()}</span>,
    }),
    helper.accessor((row) => row.externalId ?? "", {
      id: "externalId",
      header: labels.externalId,
      meta: { label: labels.externalId },
      cell: (ctx) => <span className="font-mono text-xs">{ctx.getValue() || "—"}</span>,
    }),
    helper.accessor("amount", {
      header: labels.amount,
      meta: { label: labels.amount, className: "text-right" },
      cell: (ctx) => <Money amount={ctx.getValue()} currency={ctx.row.original.currency} />,
    }),
    helper.accessor("currency", {
      header: labels.currency,
      meta: { label: labels.currency },
      cell: (ctx) => <span className="font-mono text-xs">{ctx.getValue()}</span>,
    }),
    helper.display({
      id: "beneficiary",
      header: labels.beneficiary,
      meta: { label: labels.beneficiary },
      cell: (ctx) => (
        <BeneficiaryCell
          beneficiary={ctx.row.original.beneficiary}
          typeLabel={labels.beneficiaryType(ctx.row.original.beneficiary.type)}
        />
      ),
    }),
    helper.accessor("status", {
      header: labels.status,
      meta: { label: labels.status },
      cell: (ctx) => <StatusBadge status={ctx.getValue()} />,
    }),
    helper.accessor("createdAt", {
      header: labels.createdAt,
      meta: { label: labels.createdAt },
      cell: (ctx) => <DateTime value={ctx.getValue()} relative />,
    }),
    helper.accessor("updatedAt", {
      header: labels.updatedAt,
      meta: { label: labels.updatedAt },
      cell: (ctx) => <DateTime value={ctx.getValue()} relative />,
    }),
  ]);
}
