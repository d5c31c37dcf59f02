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
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
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
 * The formatting locale for an interface language: one per language, so every amount and date
 * on a screen uses the same separators ("1.234,50" in Spanish, "1,234.50" in English). The
 * currency does not pick the locale: a currency's code, not its separators, says what it is.
 */
export function formatLocaleFor(locale: AppLocale): FormatLocale {
  return locale === "es" ? "es-CO" : "en-US";
}

function toNumber(amount: number | string): number {
  return typeof amount === "number" ? amount : Number(amount);
}

/** Currencies the dashboard shows without minor units (the API and bank files carry none). */
const NO_DECIMALS = new Set(["COP", "CLP"]);

/**
 * The currency's own minor units, as the dashboard shows and reads them: none for COP and CLP
 * (the API and bank files carry none), the asset's precision for crypto, ISO 4217's for the
 * rest (Intl knows them: 2 for USD and MXN), 2 for a code nobody knows.
 */
export function minorUnits(currency: string): number {
  if (NO_DECIMALS.has(currency)) return 0;
  const crypto = CRYPTO_DECIMALS[currency];
  if (crypto) return crypto.max;
  try {
    return numberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The thousands and decimal marks of a formatting locale: "," and "." in en-US, "." and "," in es-CO. */
export function numberSeparators(locale: string): { group: string; decimal: string } {
  const parts = numberFormat(locale, { useGrouping: "always" }).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === "group")?.value ?? ",",
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
  };
}

/**
 * The figure alone, grouped in the locale's way with the currency's minor units ("1,500,000" /
 * "1.500.000"): for a hint or a read-back beside an input whose label already names the currency.
 */
export function formatAmountNumber(amount: number, currency: string, locale: string): string {
  const units = minorUnits(currency);
  const min = CRYPTO_DECIMALS[currency]?.min ?? units;
  return numberFormat(locale, { minimumFractionDigits: Math.min(min, units), maximumFractionDigits: units }).format(
    amount,
  );
}

/** A spread in basis points as the percentage it is: 85 → "0.85%" (en-US), "0,85 %" (es-CO). */
export function formatBasisPoints(bps: number, locale: string): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** Why typed text is not an amount; each reason has its own message (forms.amountInput.<reason>). */
export type AmountRefusal = "empty" | "notANumber" | "negative" | "grouping" | "tooManyDecimals";
export type AmountReading = { ok: true; amount: number } | { ok: false; reason: AmountRefusal };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * An amount as an operator types it in their language: digits, optionally grouped by thousands
 * with the language's mark, and at most `decimals` digits after the language's decimal mark
 * ("1,234.50" in English, "1.234,50" in Spanish; spaces ignored). Never guesses: "1.5" in
 * Spanish or "1,5" in English is refused as a grouping mistake rather than read as 15.
 */
export function parseAmountInput(text: string, locale: string, decimals: number): AmountReading {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return { ok: false, reason: "empty" };
  if (compact.startsWith("-")) return { ok: false, reason: "negative" };
  const { group, decimal } = numberSeparators(locale);
  const g = escapeRegExp(group);
  const d = escapeRegExp(decimal);
  const shape = new RegExp(`^(\\d+|\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d*))?$`);
  const match = shape.exec(compact);
  if (!match) {
    // Digits and marks only, in an order the language does not write: a grouping mistake.
    return /^[\d.,]+$/.test(compact) ? { ok: false, reason: "grouping" } : { ok: false, reason: "notANumber" };
  }
  const whole = (match[1] ?? "").split(group).join("");
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return { ok: false, reason: "tooManyDecimals" };
  return { ok: true, amount: Number(fraction ? `${whole}.${fraction}` : whole) };
}

/**
 * Amount with its ISO code, never a bare symbol ("$" is COP, MXN and USD alike), in the locale's
 * separators and order: "COP 5,126,042,800" / "USD 4,809.94" (en-US), "5.126.042.800 COP" /
 * "4.809,94 USD" (es-CO). Crypto assets are a number followed by the code in every locale:
 * "1,895,731.92 USDT".
 */
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
  const digits = NO_DECIMALS.has(currency) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  try {
    return numberFormat(locale, { style: "currency", currency, currencyDisplay: "code", ...digits }).format(value);
  } catch {
    // An unknown or malformed code from a newer API: still show the figure and the code.
    const number = numberFormat(locale, { maximumFractionDigits: 8 }).format(value);
    return `${number}${NBSP}${currency}`;
  }
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** Intl's "GMT-05:00" (plain "GMT" when the offset is zero) as "-05:00" ("+00:00"). */
function offsetOf(name: string | undefined): string {
  const offset = name?.replace(/^GMT/, "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

/** The zone's offset from UTC at that instant, as "-05:00" ("+00:00" for UTC). */
export function zoneOffset(date: Date, timeZone: string): string {
  return offsetOf(
    dateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value,
  );
}

/**
 * Locales whose CLDR data names zones with letters (COT only in es-CO, EST only in en-US...),
 * tried in this order, Americas first since most operators work there. A zone none of them
 * names keeps Intl's "GMT+5:30", which is unambiguous too.
 */
const ABBREVIATION_LOCALES = [
  "en-US",
  "es-CO",
  "es-PE",
  "es-EC",
  "es-VE",
  "es-BO",
  "es-AR",
  "es-CL",
  "es-UY",
  "es-PY",
  "pt-BR",
  "es-US",
  "en-GB",
  "es-ES",
  "en-AU",
  "en-IN",
  "ja-JP",
] as const;
const LETTER_ABBREVIATION = /^[A-Z]{2,5}$/;
const abbreviations = new Map<string, string>();

function zoneNameIn(locale: string, date: Date, timeZone: string): string | undefined {
  return dateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(date)
    .find((part) => part.type === "timeZoneName")?.value;
}

/**
 * The zone's short name at that instant: "COT", "EST"/"EDT", "CET"/"CEST", "UTC", else Intl's
 * "GMT+5:30". Depends only on the zone and the instant's offset (not the interface language),
 * so an English and a Spanish screen name the same zone the same way.
 */
export function zoneAbbreviation(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (!date) return timeZone;
  const offset = zoneOffset(date, timeZone);
  const key = `${timeZone}|${offset}`;
  const known = abbreviations.get(key);
  if (known) return known;
  let found: string | undefined;
  for (const candidate of ABBREVIATION_LOCALES) {
    const name = zoneNameIn(candidate, date, timeZone);
    if (name && LETTER_ABBREVIATION.test(name) && !name.startsWith("GMT")) {
      found = name;
      break;
    }
  }
  const result = found ?? zoneNameIn("en-US", date, timeZone) ?? `GMT${offset}`;
  abbreviations.set(key, result);
  return result;
}

/**
 * The instant as ISO 8601 in the zone, with its offset: "2026-11-25T07:51:00-05:00". For titles
 * and tooltips: exact, and readable as the same wall-clock time the screen shows.
 */
export function formatIsoInZone(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  const parts = Object.fromEntries(
    dateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      // The offset in the same call: a table formats this for every time it shows.
      timeZoneName: "longOffset",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offsetOf(parts.timeZoneName)}`;
}

/**
 * e.g. "Nov 22, 2026, 1:05 PM UTC" (en-US) or "22/11/2026, 8:05 a. m. COT" (es-CO): the time
 * in the operator's zone, named. `timeZone` should always be passed (next-intl's useTimeZone()):
 * without it the runtime's own zone is used, which differs between server and browser.
 * Unparseable input is shown as is.
 */
export function formatDateTime(
  value: DateInput,
  locale: string,
  options: { timeZone?: string; withSeconds?: boolean; withZone?: boolean } = {},
): string {
  const date = toDate(value);
  if (!date) return String(value);
  const text = dateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: options.withSeconds ? "medium" : "short",
    timeZone: options.timeZone,
  }).format(date);
  if (options.withZone === false || !options.timeZone) return text;
  return `${text}${NBSP}${zoneAbbreviation(date, options.timeZone)}`;
}
