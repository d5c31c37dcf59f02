import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** The API's codes the catalogs (lib/i18n/messages/<lang>/codes.json) give a readable label. */
export type CodeKind =
  | "payoutStatus"
  | "documentType"
  | "aliasType"
  | "bankAccountType"
  | "webhookEvent"
  | "webhookAction";

/**
 * A function from an API code to its label in the operator's language, or undefined for a code
 * the catalog does not know (a newer API's): callers then show the code as it came.
 * No "use client": server components label codes too.
 */
export function useCodeLabels(kind: CodeKind): (code: string) => string | undefined {
  const t = useTranslations(`codes.${kind}`);
  // The same function while the language stays: callers memoise on it (the payouts list's
  // columns), and a new one each render would rebuild them and remount every cell.
  return useCallback((code: string) => (code !== "" && t.has(code) ? t(code) : undefined), [t]);
}

/**
 * A readable label with the API's code kept beside it in a monospace hint ("Cash-out waiting
 * for file CASH_OUT_PENDING_FILE"): ops staff read the label, and search, talk and write to
 * support in the code. An unknown code is shown alone.
 */
export function CodeLabel({ label, code, className }: { label: string | undefined; code: string; className?: string }) {
  if (!label) return <span className={cn("font-mono", className)}>{code}</span>;
  return (
    <span className={cn("inline-flex flex-wrap items-baseline gap-x-1.5", className)}>
      <span>{label}</span>
      <code className="font-mono text-[0.7rem] text-muted-foreground">{code}</code>
    </span>
  );
}

/**
 * A code as a badge: its label with the code beside it in a smaller monospace hint ("Ramp RAMP"),
 * or the code alone, in monospace, when the catalog does not know it (a newer API's).
 */
export function CodeBadge({ kind, code, tone, className, ...props }: { kind: CodeKind; code: string } & BadgeProps) {
  const label = useCodeLabels(kind)(code);
  return (
    <Badge tone={tone} className={cn(!label && "font-mono", className)} data-code={code} {...props}>
      {label ?? code}
      {label ? <code className="font-mono text-[0.65rem] font-normal">{code}</code> : null}
    </Badge>
  );
}
