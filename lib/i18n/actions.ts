"use server";

import { cookies } from "next/headers";
import { publicAction } from "@/lib/pipeline/actions";
import { isAppLocale, LOCALE_COOKIE } from "./locale";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Remembers the interface language: the pipeline's public variant. Not a privileged action (it
 * changes only this browser's display), so it needs no session; the value is still checked
 * because the client can send anything. The caller runs `router.refresh()` so server components
 * re-render in the new language.
 */
export const setLocaleAction = publicAction("locale.set", async (locale: string): Promise<{ ok: boolean }> => {
  if (!isAppLocale(locale)) return { ok: false };
  const store = await cookies();
  store.set(LOCALE_COOKIE, locale, { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "lax" });
  return { ok: true };
});
