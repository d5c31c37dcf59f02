"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { zoneOffset } from "@/lib/i18n/format";
import type { TimeZoneSource } from "@/lib/i18n/operator-time-zone";
import { TIME_ZONE_COOKIE } from "@/lib/i18n/locale";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** This browser's IANA zone, when the runtime names one. Browser only. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

export function writeBrowserZoneCookie(zone: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-sensitive preference cookie; Cookie Store API is not in every browser.
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

export type TimeZoneSyncClientProps = {
  serverZone: string;
  source: TimeZoneSource;
  /** The browser zone the server already knows (its cookie), if any. */
  knownBrowserZone: string | null;
  /** Render the page again when it was rendered in another zone than the browser's (not on login). */
  refresh: boolean;
};

/**
 * Tells the server the browser's zone (a cookie read by lib/i18n/operator-time-zone.ts). The
 * login page sets it, so the first pages after sign-in already render in it. Where a page was
 * still rendered in another zone (a browser never seen, or one that travelled) and the operator
 * chose none, the page is rendered again at once rather than on the next navigation.
 */
export function TimeZoneSyncClient({ serverZone, source, knownBrowserZone, refresh }: TimeZoneSyncClientProps) {
  const router = useRouter();
  useEffect(() => {
    const browserZone = browserTimeZone();
    if (!browserZone) return;
    if (browserZone !== knownBrowserZone) writeBrowserZoneCookie(browserZone);
    if (!refresh || source === "operator") return;
    // Compared by offset now: runtimes spell some zones differently (Asia/Calcutta, Asia/Kolkata).
    const now = new Date();
    if (zoneOffset(now, browserZone) === zoneOffset(now, serverZone)) return;
    // Once per zone and tab: a browser that refuses the cookie must not refresh forever.
    const key = `tz-refreshed:${browserZone}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    router.refresh();
  }, [serverZone, source, knownBrowserZone, refresh, router]);
  return null;
}
