"use client";

import { KeyRoundIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { WEBHOOK_SECRET_RECOMMENDED_LENGTH } from "@/lib/contract";
import { generateSecret, isWeakSecret } from "@/lib/webhooks/settings-schema";

/** The signing secret: typed or generated (32 random bytes, hex), with a warning when it is short. */
export function SecretField({
  value,
  onGenerate,
  ...input
}: ComponentProps<"input"> & { value: string; onGenerate: (secret: string) => void }) {
  const t = useTranslations("webhooks.form");
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-2">
        <Input {...input} value={value} autoComplete="off" spellCheck={false} className="font-mono text-xs" />
        <Button type="button" variant="outline" onClick={() => onGenerate(generateSecret())}>
          <KeyRoundIcon aria-hidden />
          {t("generate")}
        </Button>
      </div>
      {isWeakSecret(value) ? (
        <p className="flex items-center gap-1 text-xs text-warning" role="status">
          <TriangleAlertIcon className="size-3.5" aria-hidden />
          {t("weakSecret", { min: WEBHOOK_SECRET_RECOMMENDED_LENGTH, length: value.length })}
        </p>
      ) : null}
    </div>
  );
}
