import { useLocale } from "next-intl";
import { type FormatLocale, formatLocaleFor } from "@/lib/i18n/format";
import { isAppLocale } from "@/lib/i18n/locale";

/**
 * The number and date conventions for the operator's language (and, for an amount, its currency:
 * COP is always Colombian style). No "use client": server components render amounts and times too.
 */
export function useFormatLocale(currency?: string): FormatLocale {
  const locale = useLocale();
  return formatLocaleFor(isAppLocale(locale) ? locale : "en", currency);
}
