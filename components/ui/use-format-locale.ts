import { useLocale, useTimeZone } from "next-intl";
import { type FormatLocale, formatLocaleFor } from "@/lib/i18n/format";
import { DEFAULT_TIME_ZONE, isAppLocale } from "@/lib/i18n/locale";

/**
 * The number and date conventions for the operator's language: one per language, whatever the
 * currency. No "use client": server components render amounts and times too.
 */
export function useFormatLocale(): FormatLocale {
  const locale = useLocale();
  return formatLocaleFor(isAppLocale(locale) ? locale : "en");
}

/**
 * The zone every time is shown in: the one lib/i18n/request.ts chose for this request (the
 * operator's, else the browser's), handed to client components by next-intl's provider, so the
 * server's HTML and the browser's render agree. The default only where no provider set one.
 */
export function useDisplayTimeZone(): string {
  return useTimeZone() ?? DEFAULT_TIME_ZONE;
}
