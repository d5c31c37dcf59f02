import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { compiledMessages } from "./compiled-messages";
import { LOCALE_COOKIE, parseAcceptLanguage, resolveLocale } from "./locale";
import { requestTimeZone } from "./operator-time-zone";

/**
 * next-intl without i18n routing: no `[locale]` segment. The language comes from the
 * operator's remembered choice, else the browser's Accept-Language.
 */
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
