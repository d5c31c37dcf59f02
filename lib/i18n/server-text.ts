import compile from "icu-minify/compile";
import format from "icu-minify/format";
import { loadMessages } from "./load-messages";
import type { AppLocale } from "./locale";

/**
 * Catalog text outside a request: for what the dashboard sends on its own (a chat digest written
 * by the payouts sync), where next-intl has no request to read the language from. The message is
 * the catalog's, formatted by the same ICU library the screens use.
 */
export type ServerText = (key: string, values?: Record<string, string | number>) => string;

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/** The messages of one namespace in one language; a missing key is an error, as on a screen. */
export async function serverText(locale: AppLocale, namespace: string): Promise<ServerText> {
  const messages = await loadMessages(locale);
  return (key, values) => {
    let node: unknown = messages[namespace];
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== "string") throw new Error(`No message ${namespace}.${key} in ${locale}`);
    return String(format(compile(node), locale, values, { formatters }));
  };
}
