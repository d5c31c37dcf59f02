"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/background-request";
import { OPERATOR_REQUEST_EVENT } from "@/lib/browser/fetch-json";

export type IdleWarningProps = {
  /** SESSION_IDLE_MINUTES in milliseconds. */
  idleLimitMs: number;
  /** How stale the server's record of the last activity may be (lib/auth/session-store.ts touchIntervalMs). */
  touchIntervalMs: number;
};

type Status = { remainingMs: number };

/** The dialog (and Radix's) loads when a warning first shows, not with every page. */
const IdleWarningDialog = dynamic(() => import("./idle-warning-dialog").then((m) => m.IdleWarningDialog), {
  loading: () => null,
});

const RETRY_MS = 5_000;
/** While the warning shows, the server is asked again this often: another tab may keep the session. */
const WARNING_RECHECK_MS = 10_000;

/** The warning shows a minute before the limit, or at half of it for limits under two minutes. */
export const warningLeadMs = (idleLimitMs: number) => (idleLimitMs < 120_000 ? idleLimitMs / 2 : 60_000);

function idleLoginUrl(): string {
  const params = new URLSearchParams({
    reason: "idle",
    callbackUrl: `${window.location.pathname}${window.location.search}`,
  });
  return `/login?${params.toString()}`;
}

/**
 * The idle timeout, seen from the browser. The server ends a session after SESSION_IDLE_MINUTES
 * without a request from its operator (polls and live streams do not count), so this counts only
 * what reaches the server: navigations and the operator's reads (fetch-json's event). Those give
 * a lower bound of the time left; before warning, the server is asked (a background request, so
 * asking does not count) since another tab may have kept the session alive. A minute before the
 * limit a dialog counts down: "Stay signed in" records activity, doing nothing goes to
 * /login?reason=idle once the server confirms the session is over.
 */
export function IdleWarning({ idleLimitMs, touchIntervalMs }: IdleWarningProps) {
  const pathname = usePathname();
  /** Client clock (Date.now()) of the limit while the warning shows; null while it does not. */
  const [warnUntil, setWarnUntil] = useState<number | null>(null);
  const controls = useRef<{ stay(): void; activity(): void } | null>(null);

  useEffect(() => {
    const lead = warningLeadMs(idleLimitMs);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let warning = false;
    /** The earliest the session can go idle, as far as this tab knows (the page render was activity). */
    let deadline = Date.now() + idleLimitMs - touchIntervalMs;

    const wake = (inMs: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void ask("status"), Math.max(0, inMs));
    };
    /** Acts on the server's answer: quiet until near the limit, the warning within it, sign-in after it. */
    const apply = (remainingMs: number | null) => {
      if (remainingMs === null || remainingMs <= 0) {
        clearTimeout(timer);
        window.location.assign(idleLoginUrl());
        return;
      }
      deadline = Date.now() + remainingMs;
      warning = remainingMs <= lead + 1_000;
      setWarnUntil(warning ? deadline : null);
      // Within the warning, wake at the limit itself (the server then says whether it is over), or
      // sooner to learn of activity in another tab.
      wake(warning ? Math.min(remainingMs, WARNING_RECHECK_MS) : remainingMs - lead);
    };
    /** The status (a background request, not activity) or "Stay signed in" (the operator's). */
    const ask = async (what: "status" | "keepalive") => {
      try {
        const response =
          what === "status"
            ? await fetch("/api/session/status", { cache: "no-store", headers: { [BACKGROUND_REQUEST_HEADER]: "1" } })
            : await fetch("/api/session/keepalive", { method: "POST", cache: "no-store" });
        if (stopped) return;
        if (response.status === 401) return apply(null);
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as Partial<Status>;
        if (!stopped) apply(typeof body.remainingMs === "number" ? body.remainingMs : null);
      } catch {
        // Unreachable for a moment: ask again soon; the countdown on screen goes on meanwhile.
        if (!stopped) wake(RETRY_MS);
      }
    };
    /** The operator's own request reached the server: the limit is at least this far away. */
    const activity = () => {
      if (warning) return;
      const atLeast = Date.now() + idleLimitMs - touchIntervalMs;
      if (atLeast <= deadline) return;
      deadline = atLeast;
      wake(atLeast - lead - Date.now());
    };
    // Timers sleep in a hidden tab: coming back asks the server at once.
    const onVisible = () => {
      if (document.visibilityState === "visible") void ask("status");
    };

    controls.current = { stay: () => void ask("keepalive"), activity };
    wake(deadline - lead - Date.now());
    window.addEventListener(OPERATOR_REQUEST_EVENT, activity);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controls.current = null;
      window.removeEventListener(OPERATOR_REQUEST_EVENT, activity);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [idleLimitMs, touchIntervalMs]);

  // A navigation rendered the page on the server: activity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the signal
  useEffect(() => controls.current?.activity(), [pathname]);

  const stay = () => controls.current?.stay();
  if (warnUntil === null) return null;
  return <IdleWarningDialog until={warnUntil} onStay={stay} />;
}
