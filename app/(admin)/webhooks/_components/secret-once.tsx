"use client";

import { KeyRoundIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/**
 * The signing secret, shown once right after it was set: the API never
 * returns it, and the dashboard keeps it only sealed. Dismissed, it is gone.
 */
export function SecretOnce({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
  const t = useTranslations("webhooks.secretOnce");
  return (
    <Alert tone="warning">
      <KeyRoundIcon aria-hidden />
      <AlertTitle>{t("title")}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{t("body")}</p>
        <div className="flex items-center gap-2">
          <code className="break-all rounded bg-muted px-2 py-1 font-mono text-xs" data-testid="secret-once">
            {secret}
          </code>
          <CopyButton value={secret} label={t("copy")} />
        </div>
        <div>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            {t("dismiss")}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
