"use client";

import { useSyncExternalStore } from "react";
import enFatal from "@/lib/i18n/messages/en/fatal.json";
import esFatal from "@/lib/i18n/messages/es/fatal.json";
import { LOCALE_COOKIE, resolveLocale } from "@/lib/i18n/locale";
import "./globals.css";

/**
 * Replaces the root layout when it fails, so no i18n provider exists here: its own small catalog
 * (loaded with every page, so it holds only these three strings) is imported directly and the
 * language is read from the same cookie and browser preference.
 */
function browserLocale() {
  const cookie = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.split("=")[1];
  return resolveLocale(cookie, navigator.languages);
}

const noSubscription = () => () => {};

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const locale = useSyncExternalStore(noSubscription, browserLocale, () => "en" as const);
  const t = locale === "es" ? esFatal : enFatal;
  return (
    <html lang={locale}>
      <body className="grid min-h-dvh place-items-center bg-background px-4 font-sans text-foreground">
        <title>{t.title}</title>
        <main role="alert" className="flex max-w-md flex-col items-center gap-3 text-center">
          <h1 className="text-xl font-semibold">{t.title}</h1>
          <p className="text-sm text-muted-foreground">{t.description}</p>
          <button
            type="button"
            onClick={() => retry()}
            className="h-9 rounded-md border border-input bg-card px-3.5 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t.reload}
          </button>
        </main>
      </body>
    </html>
  );
}
