import type { AppLocale } from "./locale";

/** Locales whose number and date conventions the dashboard renders. */
export const FORMAT_LOCALES = ["es-CO", "es-MX", "en-US"] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];

/**
 * Stablecoins and BTC are not ISO 4217 codes (Intl throws for "USDC" and would happily
 * invent a symbol for "BTC"), so they are formatted as a number followed by the code.
 * Bounds: at least 2 decimals so columns line up, at most what the asset carries meaningfully.
 */
const CRYPTO_DECIMALS: Record<string, { min: number; max: number }> = {
  USDC: { min: 2, max: 6 },
  USDT: { min: 2, max: 6 },
  BTC: { min: 2, max: 8 },
};

/** No-break space between amount and code, as Intl does, so "1,234.50 USDC" never wraps. */
const NBSP = "\u00a0";

/**
 * Building an Intl formatter costs far more than using one (locale data lookup), and tables
 * format every cell on every render: one formatter per locale and options, reused.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/**
 * The formatting locale for an interface language and, optionally, a currency. COP is always
 * written the Colombian way ("$ 1.234.567") because that is how ops staff and bank files read
 * it; MXN follows Mexican conventions in Spanish.
 */
export function formatLocaleFor(locale: AppLocale, currency?: string): FormatLocale {
  if (currency === "COP") return "es-CO";
  if (locale === "es") return currency === "MXN" ? "es-MX" : "es-CO";
  return "en-US";
}

function toNumber(amount: number | string): number {
  return typeof amount === "number" ? amount : Number(amount);
}

/** Amount with its currency, e.g. "$ 1.234.567" (COP, es-CO), "1,234.50 USDC", "$1,234.50" (USD, en-US). */
export function formatMoney(amount: number | string, currency: string, locale: string): string {
  const value = toNumber(amount);
  // Tolerant reader: show what the API sent rather than "NaN".
  if (!Number.isFinite(value)) return `${String(amount)}${NBSP}${currency}`;
  const crypto = CRYPTO_DECIMALS[currency];
  if (crypto) {
    const number = numberFormat(locale, {
      minimumFractionDigits: crypto.min,
      maximumFractionDigits: crypto.max,
    }).format(value);
    return `${number}${NBSP}${currency}`;
  }
  const digits = currency === "COP" ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  try {
    return numberFormat(locale, { style: "currency", currency, ...digits }).format(value);
  } catch {
    // An unknown or malformed code from a newer API: still show the figure and the code.
    const number = numberFormat(locale, { maximumFractionDigits: 8 }).format(value);
    return `${number}${NBSP}${currency}`;
  }
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** e.g. "22 nov 2026, 1:05 p. m." (es-CO) or "Nov 22, 2026, 1:05 PM" (en-US). Unparseable input is shown as is. */
export function formatDateTime(
  value: DateInput,
  locale: string,
  options: { timeZone?: string; withSeconds?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return String(value);
  const key = `d|${locale}|${options.withSeconds ? "s" : ""}|${options.timeZone ?? ""}`;
  return cached(
    key,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: "medium",
        timeStyle: options.withSeconds ? "medium" : "short",
        timeZone: options.timeZone,
      }),
  ).format(date);
}

const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "hace 2 horas", "yesterday", "in 3 days". Rounds toward the nearest unit. */
export function formatRelative(value: DateInput, locale: string, now: DateInput = Date.now()): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return String(value);
  let amount = (date.getTime() - reference.getTime()) / 1000;
  const format = cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), "year");
}
