"use client";

import { CheckIcon, CopyIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { cn } from "@/lib/utils";
import { Button } from "./button";

export type CopyButtonProps = {
  value: string;
  /** Accessible name, e.g. "Copy payout id"; defaults to "Copy". */
  label?: string;
  className?: string;
};

const CONFIRM_MS = 1500;

export function CopyButton({ value, label, className }: CopyButtonProps) {
  const t = useTranslations("common");
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Clipboard access is refused on insecure origins and in some embedded browsers.
      toast.error(t("copyFailed"));
    }
  }

  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className={cn("text-muted-foreground", className)}
      onClick={copy}
      aria-label={label ?? t("actions.copy")}
      title={label ?? t("actions.copy")}
    >
      {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
      <span aria-live="polite" className="sr-only">
        {copied ? t("copied") : ""}
      </span>
    </Button>
  );
}
