"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useCodeLabels } from "@/components/ui/code-label";
import { useClock } from "@/components/ui/use-clock";
import { ageParts } from "@/lib/payouts-readmodel/age";
import { cn } from "@/lib/utils";

const MINUTE_MS = 60_000;

export interface TimeInStatusProps {
  status: string;
  /** ISO: since when in this status, or at least since (observed false). */
  since: string;
  observed: boolean;
  overdue?: boolean;
  /** "full": "in KYT check pending for 10 d"; "short": "10 d" (a table column beside the status). */
  variant?: "full" | "short";
  className?: string;
}

/**
 * How long a payout has been in its status, as the read model knows it: observed ("for 10 d") or,
 * when the dashboard found it already there, "for at least 10 d". Overdue shows as a badge.
 */
export function TimeInStatus({
  status,
  since,
  observed,
  overdue = false,
  variant = "full",
  className,
}: TimeInStatusProps) {
  const t = useTranslations("payoutLifecycle");
  const label = useCodeLabels("payoutStatus")(status) ?? status;
  const now = useClock(MINUTE_MS);
  const { unit, count } = ageParts(now.getTime() - new Date(since).getTime());
  const age = t(`age.${unit}`, { count });
  const shortText = observed ? age : `≥ ${age}`;
  const text = observed
    ? t("time.inStatusFor", { status: label, age })
    : t("time.inStatusAtLeast", { status: label, age });
  return (
    <span
      className={cn("inline-flex flex-wrap items-center gap-1.5", className)}
      title={observed ? t("time.observedNote") : t("time.atLeastNote")}
      data-testid="time-in-status"
      // Server and browser clocks differ: the minute may legitimately change.
      suppressHydrationWarning
    >
      <span className={cn("tabular-nums", overdue && "font-medium text-destructive")}>
        {variant === "short" ? shortText : text}
      </span>
      {variant === "short" ? <span className="sr-only">{text}</span> : null}
      {overdue ? <Badge tone="destructive">{t("time.overdue")}</Badge> : null}
    </span>
  );
}
