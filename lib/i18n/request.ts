import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "./load-messages";
import { LOCALE_COOKIE, resolveLocale, resolveTimeZone, TIME_ZONE_COOKIE } from "./locale";

/**
 * next-intl without i18n routing: no `[locale]` segment. The language comes from the
 * operator's remembered choice, else the browser's Accept-Language.
 */
export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get("accept-language"));
  return {
    locale,
    timeZone: resolveTimeZone(cookieStore.get(TIME_ZONE_COOKIE)?.value),
    messages: await loadMessages(locale),
  };
});
