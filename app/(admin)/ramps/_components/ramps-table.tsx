"use client";

import { useQuery } from "@tanstack/react-query";
import { ZapIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { fetchJson } from "@/app/(admin)/webhooks/_components/fetch-json";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { Money } from "@/components/ui/money";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Ramp } from "@/lib/contract";
import { cn } from "@/lib/utils";
import { simulateCashIn } from "../actions";

type RampPage = { ramps: Ramp[]; totalPage: number };
const REFRESH_MS = 3_000;
/** Only a ramp waiting for its payment has a cash-in to simulate (the faker refuses the others with 400). */
const AWAITING_PAYMENT = "PENDING_PAYMENT";

const tone = (status: string) =>
  status === "COMPLETED" ? "success" : status === "FAILED" || status === "CANCELED" ? "destructive" : "info";

/** The sandbox's ramps, refreshed while cash-ins move them on, each with "simulate cash-in". */
export function RampsTable({ initial, highlight }: { initial: RampPage; highlight?: string }) {
  const t = useTranslations("ramps");
  const [pending, setPending] = useState<string | null>(null);
  const { data, refetch } = useQuery({
    queryKey: ["ramps", "list"],
    queryFn: ({ signal }) => fetchJson<RampPage>("/api/ramps?limit=50", signal),
    initialData: initial,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });

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

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("columns.id")}</TableHead>
          <TableHead>{t("columns.status")}</TableHead>
          <TableHead>{t("columns.pair")}</TableHead>
          <TableHead className="text-right">{t("columns.from")}</TableHead>
          <TableHead className="text-right">{t("columns.to")}</TableHead>
          <TableHead>{t("columns.updated")}</TableHead>
          <TableHead className="sr-only">{t("columns.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.ramps.map((ramp) => (
          <TableRow
            key={ramp.id}
            data-testid="ramp-row"
            data-ramp-id={ramp.id}
            className={cn(ramp.id === highlight && "bg-primary/8")}
            aria-current={ramp.id === highlight ? "true" : undefined}
          >
            <TableCell className="font-mono text-xs">{ramp.id}</TableCell>
            <TableCell>
              <Badge tone={tone(ramp.status)} data-testid="ramp-status">
                {ramp.status}
              </Badge>
            </TableCell>
            <TableCell className="text-xs">
              {ramp.fromCurrency} → {ramp.toCurrency}
              <div className="text-muted-foreground">
                {ramp.cashInMethod} / {ramp.cashOutMethod}
              </div>
            </TableCell>
            <TableCell className="text-right">
              <Money amount={ramp.fromAmount} currency={ramp.fromCurrency} />
            </TableCell>
            <TableCell className="text-right">
              <Money amount={ramp.toAmount} currency={ramp.toCurrency} />
            </TableCell>
            <TableCell className="text-xs">
              <DateTime value={ramp.updatedAt} relative />
            </TableCell>
            <TableCell className="text-right">
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
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
