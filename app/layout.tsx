import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { EnvironmentBanner } from "@/components/layout/environment-banner";
import { Providers } from "@/components/providers";
import { getEnv } from "@/lib/env";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: t("appName"), template: `%s · ${t("appName")}` },
    robots: { index: false, follow: false },
    icons: { icon: "/icon.svg" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f8fafc" },
    { media: "(prefers-color-scheme: dark)", color: "#12151d" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, headerStore] = await Promise.all([getLocale(), headers()]);
  // proxy.ts sets a per-request CSP nonce; next-themes' inline script must carry it to run.
  const nonce = headerStore.get("x-nonce") ?? undefined;
  const env = getEnv();
  return (
    // next-themes sets the theme class on <html> before hydration.
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col bg-background font-sans text-foreground antialiased">
        <NextIntlClientProvider>
          {/* On every page, the login page and error pages included: nobody should mistake production for the sandbox. */}
          <EnvironmentBanner apiEnv={env.API_ENV} baseUrl={env.API_BASE_URL} />
          <Providers nonce={nonce}>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
