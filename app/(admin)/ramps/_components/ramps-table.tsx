"use client";

import { useQuery } from "@tanstack/react-query";
import { createColumnHelper, useTable } from "@tanstack/react-table";
import { ZapIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import { fetchJson } from "@/lib/browser/fetch-json";
import { RAMP_STATUSES, type Ramp } from "@/lib/contract";
import { simulateCashIn } from "../actions";

type RampPage = { ramps: Ramp[]; totalPage: number };
const REFRESH_MS = 3_000;
/** Only a ramp waiting for its payment has a cash-in to simulate (the faker refuses the others with 400). */
const AWAITING_PAYMENT = "PENDING_PAYMENT";
const helper = createColumnHelper<DataTableFeatures, Ramp>();

const tone = (status: string) =>
  status === "COMPLETED" ? "success" : status === "FAILED" || status === "CANCELED" ? "destructive" : "info";
const isKnown = (status: string): status is (typeof RAMP_STATUSES)[number] =>
  (RAMP_STATUSES as readonly string[]).includes(status);

/**
 * The sandbox's ramps, refreshed while cash-ins move them on, each with "simulate cash-in".
 * `highlight` marks the ramp a webhook event linked to. On a phone id, status and the simulate
 * button stay; the rest scrolls sideways under the pinned id.
 */
export function RampsTable({ initial, highlight }: { initial: RampPage; highlight?: string }) {
  const t = useTranslations("ramps");
  const [pending, setPending] = useState<string | null>(null);
  const { data, refetch } = useQuery({
    queryKey: ["ramps", "list"],
    // The first page comes with the page; what follows is the auto-refresh (background).
    queryFn: ({ signal }) => fetchJson<RampPage>("/api/ramps?limit=50", { signal, background: true }),
    initialData: initial,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });

  const columns = useMemo(() => {
    async function simulate(rampId: string) {
      setPending(rampId);
      try {
        const result = await simulateCashIn({ rampId });
        if (result.ok) {
          toast.success(t("simulated", { id: rampId }));
          void refetch();
        } else toast.error(t("simulateFailed"), { description: result.error.message || undefined });
      } finally {
        setPending(null);
      }
    }
    return helper.columns([
      helper.accessor("id", {
        header: t("columns.id"),
        meta: { label: t("columns.id"), pinned: true, cellClassName: "font-mono text-xs" },
        // On a phone the id shows its start (the full id is its title), so status and the button stay in view.
        cell: (ctx) =>
          ctx.getValue() === highlight ? (
            <mark
              aria-current="true"
              title={ctx.getValue()}
              className="block max-w-[7.5rem] truncate rounded-sm bg-primary/15 px-1 text-foreground md:max-w-none"
            >
              {ctx.getValue()}
            </mark>
          ) : (
            <span title={ctx.getValue()} className="block max-w-[7.5rem] truncate md:max-w-none">
              {ctx.getValue()}
            </span>
          ),
      }),
      helper.accessor("status", {
        header: t("columns.status"),
        meta: { label: t("columns.status") },
        cell: (ctx) => {
          const status = ctx.getValue();
          return (
            <Badge tone={tone(status)} data-testid="ramp-status" title={status}>
              {isKnown(status) ? t(`status.${status}`) : status}
            </Badge>
          );
        },
      }),
      helper.display({
        id: "actions",
        header: () => <span className="sr-only">{t("columns.actions")}</span>,
        meta: { label: t("columns.actions") },
        cell: ({ row: { original: ramp } }) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => simulate(ramp.id)}
            disabled={pending === ramp.id || ramp.status !== AWAITING_PAYMENT}
            aria-busy={pending === ramp.id || undefined}
          >
            <ZapIcon aria-hidden />
            {t("simulate")}
          </Button>
        ),
      }),
      helper.accessor("fromAmount", {
        header: t("columns.from"),
        meta: { label: t("columns.from"), className: "text-right" },
        cell: (ctx) => <Money amount={ctx.getValue()} currency={ctx.row.original.fromCurrency} />,
      }),
      helper.accessor("toAmount", {
        header: t("columns.to"),
        meta: { label: t("columns.to"), className: "text-right" },
        cell: (ctx) => <Money amount={ctx.getValue()} currency={ctx.row.original.toCurrency} />,
      }),
      helper.display({
        id: "pair",
        header: t("columns.pair"),
        meta: { label: t("columns.pair"), cellClassName: "text-xs" },
        cell: ({ row: { original: ramp } }) => (
          <>
            {ramp.fromCurrency} → {ramp.toCurrency}
            <div className="text-muted-foreground">
              {ramp.cashInMethod} / {ramp.cashOutMethod}
            </div>
          </>
        ),
      }),
      helper.accessor("updatedAt", {
        header: t("columns.updated"),
        meta: { label: t("columns.updated"), cellClassName: "text-xs" },
        cell: (ctx) => <DateTime value={ctx.getValue()} relative />,
      }),
    ]);
  }, [t, highlight, pending, refetch]);
  const table = useTable({ features: dataTableFeatures, columns, data: data.ramps, getRowId: (ramp) => ramp.id });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted-foreground">{t("order")}</p>
      <DataTable table={table} label={t("title")} />
    </div>
  );
}
