"use client";

import { useQuery } from "@tanstack/react-query";
import { RotateCwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { ErrorState } from "@/components/states/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { type DeliveryLogEntry, isPermanentlyFailed } from "@/lib/api/webhook-deliveries";
import { cn } from "@/lib/utils";
import { resendWebhookDelivery } from "../actions";
import { fetchJson } from "./fetch-json";

type LogPage = { available: boolean; deliveries: DeliveryLogEntry[]; totalPage: number };
const REFRESH_MS = 5_000;

const stateTone = (entry: DeliveryLogEntry) =>
  isPermanentlyFailed(entry)
    ? "destructive"
    : /succeeded|delivered|success/i.test(entry.state)
      ? "success"
      : /pending|in_flight|retry/i.test(entry.state)
        ? "warning"
        : "neutral";

/** The sender's side of the story (sandbox extension): attempts, answers, next retry, resend. */
export function DeliveryLog() {
  const t = useTranslations("webhooks.deliveries");
  const [resending, setResending] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ["webhooks", "deliveries"],
    queryFn: ({ signal }) => fetchJson<LogPage>("/api/webhooks/deliveries?limit=20", signal),
    refetchInterval: REFRESH_MS,
  });

  async function resend(eventId: string) {
    setResending(eventId);
    try {
      const result = await resendWebhookDelivery({ eventId });
      if (result.ok) {
        toast.success(t("resent"));
        void query.refetch();
      } else toast.error(t("resendFailed"), { description: result.error.message || undefined });
    } finally {
      setResending(null);
    }
  }

  if (query.isError) return <ErrorState kind="outage" onRetry={() => void query.refetch()} />;
  const page = query.data;
  return (
    <section aria-labelledby="delivery-log-title" className="grid gap-3">
      <h2 id="delivery-log-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {!page ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : !page.available ? (
        <p className="text-sm text-muted-foreground" data-testid="delivery-log-unavailable">
          {t("unavailable")}
        </p>
      ) : page.deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("event")}</TableHead>
              <TableHead>{t("state")}</TableHead>
              <TableHead className="text-right">{t("attempt")}</TableHead>
              <TableHead>{t("answer")}</TableHead>
              <TableHead>{t("nextRetry")}</TableHead>
              <TableHead className="sr-only">{t("actions")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.deliveries.map((d) => (
              <TableRow key={d.eventId} className={cn(isPermanentlyFailed(d) && "bg-destructive/8")}>
                <TableCell>
                  <div className="font-mono text-xs">
                    {d.event} {d.action}
                  </div>
                  <div className="font-mono text-[11px] text-muted-foreground">{d.eventId}</div>
                </TableCell>
                <TableCell>
                  <Badge tone={stateTone(d)}>{isPermanentlyFailed(d) ? t("permanentlyFailed") : d.state}</Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{d.attempt}</TableCell>
                <TableCell className="text-xs">
                  {d.lastStatus ?? d.lastError ?? "—"}
                  {d.durationMs !== null ? <span className="text-muted-foreground"> · {d.durationMs} ms</span> : null}
                </TableCell>
                <TableCell className="text-xs">
                  {d.nextAttemptAt ? <DateTime value={d.nextAttemptAt} /> : "—"}
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => resend(d.eventId)}
                    disabled={resending === d.eventId}
                  >
                    <RotateCwIcon aria-hidden />
                    {t("resend")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
