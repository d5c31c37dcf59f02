"use client";

import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { Button } from "@/components/ui/button";
import { revealValue } from "@/lib/operations/reveal-action";
import { REVEAL_VISIBLE_MS, type RevealRecordType } from "@/lib/security/reveal-schema";
import { cn } from "@/lib/utils";
import { ReasonDialog } from "./reason-dialog";

export type MaskedValueProps = {
  /** The masked text the server sent; the full value is never in the page until revealed. */
  masked: string;
  recordType: RevealRecordType;
  recordId: string;
  /** Dotted path of the value inside the record, as the reveal reads it. */
  field: string;
  /** What the value is ("Account number"), for the button's and the dialog's names. */
  label: string;
  className?: string;
};

const SECOND = 1_000;

/**
 * A masked value with "Reveal": a reason, a step-up when the session needs one, then the full
 * value for 30 seconds (counting down, with "Hide"), held only in this component's state.
 */
export function MaskedValue({ masked, recordType, recordId, field, label, className }: MaskedValueProps) {
  const t = useTranslations("masking");
  const reveal = useStepUpAction(revealValue);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<{ value: string; until: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= shown.until) setShown(null);
    }, SECOND);
    return () => clearInterval(timer);
  }, [shown]);

  const confirm = async (reason: string) => {
    const result = await reveal({ recordType, recordId, field, reason });
    if (!result.ok) {
      if (result.error.kind === "step_up_required") return t("stepUpNeeded");
      if (result.error.kind === "not_found") return t("notFound");
      return result.error.fieldErrors?.reason ?? (result.error.message || t("failed"));
    }
    const start = Date.now();
    setNow(start);
    setShown({ value: result.data.value, until: start + REVEAL_VISIBLE_MS });
    setOpen(false);
    return undefined;
  };

  const seconds = shown ? Math.max(0, Math.ceil((shown.until - now) / SECOND)) : 0;
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-1", className)} data-masked-field={field}>
      {shown ? (
        <>
          <span className="font-mono" data-testid="revealed-value">
            {shown.value}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
            {t("hidesIn", { seconds })}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => setShown(null)}>
            <EyeOffIcon aria-hidden />
            {t("hide")}
            <span className="sr-only"> {label}</span>
          </Button>
        </>
      ) : (
        <>
          <span className="font-mono" data-testid="masked-value">
            {masked}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
            <EyeIcon aria-hidden />
            {t("reveal")}
            <span className="sr-only"> {label}</span>
          </Button>
        </>
      )}
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t("dialog.title", { label })}
        description={t("dialog.description")}
        confirmLabel={t("dialog.confirm")}
        onConfirm={confirm}
      />
    </span>
  );
}
