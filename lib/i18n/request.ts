import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { loadMessages, type Messages } from "./load-messages";
import { type AppLocale, LOCALE_COOKIE, parseAcceptLanguage, resolveLocale } from "./locale";
import { requestTimeZone } from "./operator-time-zone";
import { precompileMessages } from "./precompile-messages";

/**
 * next-intl without i18n routing: no `[locale]` segment. The language comes from the
 * operator's remembered choice, else the browser's Accept-Language.
 */
const compiled = new Map<string, Promise<Messages>>();

/** Compiled once per locale in production (loadMessages caches the same way); fresh in development. */
function compiledMessages(locale: AppLocale): Promise<Messages> {
  // NODE_ENV is read directly, not through getEnv(): Next sets it and inlines it at build time.
  if (process.env.NODE_ENV !== "production") return loadMessages(locale).then(precompileMessages);
  let pending = compiled.get(locale);
  if (!pending) {
    pending = loadMessages(locale).then(precompileMessages);
    compiled.set(locale, pending);
    pending.catch(() => compiled.delete(locale));
  }
  return pending;
}

export default getRequestConfig(async () => {
  const [cookieStore, headerStore, zone] = await Promise.all([cookies(), headers(), requestTimeZone()]);
  const locale = resolveLocale(
    cookieStore.get(LOCALE_COOKIE)?.value,
    parseAcceptLanguage(headerStore.get("accept-language") ?? ""),
  );
  return {
    locale,
    // The operator's chosen zone, else the browser's: the provider hands it to client components.
    timeZone: zone.timeZone,
    // Precompiled: the browser then formats without an ICU parser (see next.config.ts).
    messages: await compiledMessages(locale),
  };
});
