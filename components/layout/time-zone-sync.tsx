"use client";

import { useTimeZone } from "next-intl";
import { useEffect } from "react";
import { TIME_ZONE_COOKIE } from "@/lib/i18n/locale";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Tells the server the browser's time zone (a cookie read by lib/i18n/request.ts) so that
 * server-rendered times match the operator's clock from the next navigation on. Renders nothing.
 */
export function TimeZoneSync() {
  const serverZone = useTimeZone();
  useEffect(() => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (browserZone && browserZone !== serverZone) {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-sensitive preference cookie; Cookie Store API is not in every browser.
      document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserZone)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    }
  }, [serverZone]);
  return null;
}
