"use client";

import { useTranslations } from "next-intl";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { ReasonDialog } from "@/components/masked-value/reason-dialog";
import { confirmFullValuesExport } from "@/lib/export/full-values-action";

export type FullValuesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reason was accepted and the step-up passed: start the export with it. */
  onConfirmed: (reason: string) => void;
};

/**
 * "Include full values": asks the reason, then proves who the operator is (step-up) before the
 * export may carry unmasked account, document and alias values. The server checks both again
 * when the file is read, and audits the export. Loaded by ExportButton when the choice is made.
 */
export function FullValuesDialog({ open, onOpenChange, onConfirmed }: FullValuesDialogProps) {
  const t = useTranslations("masking.export");
  const confirmFull = useStepUpAction(confirmFullValuesExport);

  const confirm = async (reason: string) => {
    const result = await confirmFull({ reason });
    if (!result.ok) return result.error.kind === "step_up_required" ? t("stepUpNeeded") : result.error.message;
    onConfirmed(reason);
    return undefined;
  };

  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      confirmLabel={t("confirm")}
      onConfirm={confirm}
    />
  );
}
