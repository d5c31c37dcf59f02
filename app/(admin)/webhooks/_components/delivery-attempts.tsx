"use client";

import { useTimeZone, useTranslations } from "next-intl";
import { AttemptLabel } from "@/components/live-events/attempt-label";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import type { DeliveryAttempt } from "@/lib/api/webhook-deliveries";
import { formatDateTime } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";

/** Every try of one delivery, newest first: when, which try ("1st attempt", "retry 3 of 5", per sending), answer, latency. */
export function DeliveryAttempts({ attempts }: { attempts: readonly DeliveryAttempt[] }) {
  const t = useTranslations("webhooks.deliveries");
  const locale = useFormatLocale();
  const timeZone = useTimeZone();
  if (attempts.length === 0) return <p className="text-xs text-muted-foreground">{t("notTried")}</p>;
  return (
    <ol className="grid gap-1" aria-label={t("attemptsLabel")}>
      {attempts.map((a) => (
        <li
          key={`${a.round}-${a.attempt}-${a.at}`}
          data-testid="delivery-attempt"
          data-round={a.round}
          data-attempt={a.attempt}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs"
        >
          <span className="font-medium">
            <AttemptLabel apiAttempts={a.attempt} />
            {a.round > 0 ? <span className="text-muted-foreground"> · {t("resendN", { n: a.round })}</span> : null}
          </span>
          {/* To the second: retries of one sending can be seconds apart. */}
          <time dateTime={a.at} className="whitespace-nowrap text-muted-foreground">
            {formatDateTime(a.at, locale, { timeZone, withSeconds: true })}
          </time>
          <span className={cn("font-mono", a.succeeded ? "text-success" : "text-destructive")}>
            {a.status ?? a.error ?? t("noAnswer")}
          </span>
          <span className="tabular-nums text-muted-foreground">{t("latency", { ms: Math.round(a.durationMs) })}</span>
        </li>
      ))}
    </ol>
  );
}
