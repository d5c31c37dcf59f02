import { FlaskConicalIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { ApiEnvironment } from "./nav-items";

export type EnvironmentBannerProps = { apiEnv: ApiEnvironment; baseUrl: string };

/** The host only: enough to recognise the API, without paths or credentials that may sit in the URL. */
export function apiHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** On every page, so nobody mistakes production for the sandbox: green for sandbox, red for production. */
export function EnvironmentBanner({ apiEnv, baseUrl }: EnvironmentBannerProps) {
  const t = useTranslations("shell.environment");
  const production = apiEnv === "production";
  const Icon = production ? TriangleAlertIcon : FlaskConicalIcon;
  return (
    <section
      aria-label={t("label")}
      data-testid="environment-banner"
      data-environment={apiEnv}
      className={cn(
        "flex min-h-7 flex-wrap items-center justify-center gap-x-3 gap-y-0.5 px-3 py-1 text-xs font-medium",
        production ? "bg-destructive text-destructive-foreground" : "bg-success text-success-foreground",
      )}
    >
      <span className="inline-flex items-center gap-1.5 font-semibold tracking-wide uppercase">
        <Icon className="size-3.5" aria-hidden />
        {t(apiEnv)}
      </span>
      <span>{t(production ? "productionNote" : "sandboxNote")}</span>
      <span className="font-mono opacity-90">{t("talksTo", { host: apiHost(baseUrl) })}</span>
    </section>
  );
}
