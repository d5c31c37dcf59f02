import format from "icu-minify/format";
import { compiledMessages } from "./compiled-messages";
import type { AppLocale } from "./locale";

/**
 * Catalog text outside a request: for what the dashboard sends on its own (a chat digest written
 * by the payouts sync), where next-intl has no request to read the language from. The message is
 * the catalog's, compiled once as the screens' is, and formatted by the same ICU library.
 */
export type ServerText = (key: string, values?: Record<string, string | number>) => string;

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/** The messages of one namespace in one language; a missing key is an error, as on a screen. */
export async function serverText(locale: AppLocale, namespace: string): Promise<ServerText> {
  const messages = await compiledMessages(locale);
  return (key, values) => {
    let node: unknown = messages[namespace];
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    // A compiled message is its text or an array of parts; an object is a group of messages.
    if (typeof node !== "string" && !Array.isArray(node))
      throw new Error(`No message ${namespace}.${key} in ${locale}`);
    return String(format(node as Parameters<typeof format>[0], locale, values, { formatters }));
  };
}
