"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/**
 * Why the maker asked (lib/approvals/maker-reason.ts), in the queue's row, the decision dialog
 * and a linked request. Plain text as typed: React escapes it, and its line breaks are kept.
 */
export function MakerReason({ reason, className }: { reason: string; className?: string }) {
  const t = useTranslations("approvals");
  return (
    <p
      className={cn("whitespace-pre-line break-words text-xs text-muted-foreground", className)}
      data-testid="maker-reason"
    >
      {reason ? t("reason", { reason }) : t("noReason")}
    </p>
  );
}
