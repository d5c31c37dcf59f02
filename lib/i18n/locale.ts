/** Interface languages. Formatting locales (es-CO, es-MX, en-US) are chosen separately in format.ts. */
export const LOCALES = ["en", "es"] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = "en";

/** Cookie that remembers the operator's language choice (set by the operator menu). */
export const LOCALE_COOKIE = "locale";
/** Cookie with the browser's IANA time zone, so server and client render the same times. */
export const TIME_ZONE_COOKIE = "tz";
/** Most operators work in Colombia; used until the browser has told us its zone. */
export const DEFAULT_TIME_ZONE = "America/Bogota";

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the interface language: the remembered cookie wins; otherwise the first of the browser's
 * languages (most preferred first: `parseAcceptLanguage` on the server, `navigator.languages` in
 * the browser) that we support, by its base language (es-CO → es).
 */
export function resolveLocale(cookieValue: string | undefined, preferred: readonly string[]): AppLocale {
  if (isAppLocale(cookieValue)) return cookieValue;
  for (const tag of preferred) {
    const base = tag.split("-")[0]?.toLowerCase();
    if (isAppLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** Language tags from an Accept-Language header, highest quality first; q=0 means "not this one". */
export function parseAcceptLanguage(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q === undefined ? 1 : Number.parseFloat(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Accepts only zones the runtime knows, so a tampered cookie cannot break date formatting. */
export function resolveTimeZone(cookieValue: string | undefined): string {
  if (!cookieValue) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: cookieValue });
    return cookieValue;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
