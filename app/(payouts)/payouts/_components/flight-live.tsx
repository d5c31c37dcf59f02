"use client";

import { RefreshCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useClock } from "@/components/ui/use-clock";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";
import { refreshPayoutsNow } from "../read-model-actions";

/** How often auto-refresh reads the read model again (rows change status in place). */
const AUTO_REFRESH_MS = 20_000;
const PROGRESS_POLL_MS = 1_000;

type SyncStatus = { running: boolean; done: number; total: number };

const storageKey = (operatorKey: string) => `payouts.readModel.autoRefresh:${operatorKey}`;

function readRemembered(operatorKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(operatorKey)) === "1";
  } catch {
    return false;
  }
}

/**
 * "Refresh now" (a sync cycle for the operator's customer, with its progress) and the auto-refresh
 * switch: on, the list is read again from the read model every 20 s, so rows change status where
 * they are, and "updated 20 s ago" says how fresh the screen is. The switch is remembered per
 * operator in this browser.
 */
export function FlightLive({ operatorKey, renderedAt }: { operatorKey: string; renderedAt: string }) {
  const t = useTranslations("payoutLifecycle.live");
  const router = useRouter();
  const now = useClock(5_000);
  const [auto, setAuto] = useState(false);
  const [pending, startTransition] = useTransition();
  const [progress, setProgress] = useState<SyncStatus | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const polling = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => setAuto(readRemembered(operatorKey)), [operatorKey]);
  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => router.refresh(), AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [auto, router]);
  useEffect(() => () => (polling.current ? clearInterval(polling.current) : undefined), []);

  const changeAuto = (value: boolean) => {
    setAuto(value);
    try {
      window.localStorage.setItem(storageKey(operatorKey), value ? "1" : "0");
    } catch {
      // Private mode: the switch works for this page only.
    }
  };

  const refresh = () => {
    setMessage(null);
    polling.current = setInterval(() => {
      fetch("/api/payouts/sync", { cache: "no-store", headers: { [BACKGROUND_REQUEST_HEADER]: "1" } })
        .then((r) => (r.ok ? (r.json() as Promise<SyncStatus>) : null))
        .then((status) => (status?.running ? setProgress(status) : undefined))
        .catch(() => undefined);
    }, PROGRESS_POLL_MS);
    startTransition(async () => {
      const result = await refreshPayoutsNow();
      if (polling.current) clearInterval(polling.current);
      polling.current = null;
      setProgress(null);
      setMessage(result.ok ? t(`done.${result.outcome === "ok" ? "ok" : "partial"}`) : t(`refused.${result.reason}`));
      router.refresh();
    });
  };

  const ageSeconds = Math.max(0, Math.round((now.getTime() - new Date(renderedAt).getTime()) / 1000));
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="flight-live">
      <Button type="button" variant="outline" size="sm" onClick={refresh} disabled={pending}>
        <RefreshCwIcon className={pending ? "animate-spin" : undefined} aria-hidden />
        {t("refreshNow")}
      </Button>
      {pending ? (
        <span role="status" className="text-muted-foreground" data-testid="flight-progress">
          {progress && progress.total > 0
            ? t("progress", { done: progress.done, total: progress.total })
            : t("starting")}
        </span>
      ) : message ? (
        <span role="status" className="text-muted-foreground">
          {message}
        </span>
      ) : null}
      <div className="flex items-center gap-2">
        <Switch id="flight-auto-refresh" checked={auto} onCheckedChange={changeAuto} />
        <label htmlFor="flight-auto-refresh">{t("autoRefresh")}</label>
      </div>
      <span className="text-xs text-muted-foreground" suppressHydrationWarning data-testid="flight-updated">
        {t("updatedAgo", { seconds: ageSeconds })}
      </span>
    </div>
  );
}
