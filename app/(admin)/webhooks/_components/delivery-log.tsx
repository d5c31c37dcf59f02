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
import { type DeliveryLogEntry, isPermanentlyFailed } from "@/lib/api/webhook-deliveries";
import { cn } from "@/lib/utils";
import { resendWebhookDelivery } from "../actions";
import { DeliveryAttempts } from "./delivery-attempts";
import { fetchJson } from "./fetch-json";

type LogPage = { available: boolean; deliveries: DeliveryLogEntry[]; totalPage: number };
const REFRESH_MS = 5_000;

const stateTone = (entry: DeliveryLogEntry) =>
  isPermanentlyFailed(entry)
    ? "destructive"
    : entry.state === "succeeded"
      ? "success"
      : entry.state === "pending" || entry.state === "in_flight"
        ? "warning"
        : "neutral";

/**
 * The sender's side of the story (sandbox extension): each event with every try made (time,
 * attempt 0 to 5, answer, latency), the next retry, and Resend, which adds a new sending.
 * A list rather than a table: the tries of one event nest under it and it fits a phone.
 */
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
    <section aria-labelledby="delivery-log-title" className="grid min-w-0 gap-3">
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
        <ul className="grid gap-2" aria-label={t("listLabel")}>
          {page.deliveries.map((d) => (
            <li
              key={d.eventId}
              data-testid="delivery"
              data-event-id={d.eventId}
              className={cn("grid min-w-0 gap-2 rounded-md border p-3", isPermanentlyFailed(d) && "bg-destructive/8")}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-xs font-medium">
                      {d.event} {d.action}
                    </span>
                    <Badge tone={stateTone(d)}>{isPermanentlyFailed(d) ? t("permanentlyFailed") : d.state}</Badge>
                  </div>
                  <div className="break-all font-mono text-[11px] text-muted-foreground">{d.eventId}</div>
                  <div className="text-xs text-muted-foreground">
                    {t("created")} <DateTime value={d.createdAt} />
                    {d.nextAttemptAt ? (
                      <>
                        {" · "}
                        {t("nextRetry")} <DateTime value={d.nextAttemptAt} />
                      </>
                    ) : null}
                  </div>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => resend(d.eventId)}
                  disabled={resending === d.eventId}
                  aria-label={t("resendEvent", { id: d.eventId })}
                >
                  <RotateCwIcon aria-hidden />
                  {t("resend")}
                </Button>
              </div>
              <DeliveryAttempts attempts={d.attempts} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
