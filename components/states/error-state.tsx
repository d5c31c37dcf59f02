"use client";

import { AlertTriangleIcon, CloudOffIcon, RotateCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type ErrorStateProps = {
  /** "outage" for network failures and 5xx: says the API is down, so nobody reads it as "no data". */
  kind?: "outage" | "generic";
  title?: string;
  message?: string;
  requestId?: string | null;
  /** Defaults to re-running the server components of the current route. */
  onRetry?: () => void;
  className?: string;
};

export function ErrorState({ kind = "generic", title, message, requestId, onRetry, className }: ErrorStateProps) {
  const t = useTranslations("errors");
  const tc = useTranslations("common");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const Icon = kind === "outage" ? CloudOffIcon : AlertTriangleIcon;

  function retry() {
    startTransition(() => {
      if (onRetry) onRetry();
      else router.refresh();
    });
  }

  return (
    <div
      role="alert"
      className={cn(
        "mx-auto flex max-w-lg flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-10 text-center",
        className,
      )}
    >
      <Icon className="size-8 text-destructive" aria-hidden />
      <h2 className="text-base font-semibold">{title ?? t(`${kind}.title`)}</h2>
      <p className="text-sm text-muted-foreground">{message ?? t(`${kind}.description`)}</p>
      {requestId ? (
        <p className="font-mono text-xs text-muted-foreground select-all">{t("requestId", { id: requestId })}</p>
      ) : null}
      <Button variant="outline" onClick={retry} disabled={pending}>
        <RotateCwIcon className={cn(pending && "animate-spin")} aria-hidden />
        {tc("actions.retry")}
      </Button>
    </div>
  );
}
