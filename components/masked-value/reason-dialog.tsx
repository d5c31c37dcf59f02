"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useStepAside } from "@/components/auth/step-aside";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { REVEAL_REASON_MAX, REVEAL_REASON_MIN, revealReasonSchema } from "@/lib/security/reveal-schema";

export type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Called with the checked reason; a message returned is shown under the field. */
  onConfirm: (reason: string) => Promise<string | undefined>;
};

/** Asks why before a sensitive value is shown or exported: 10 to 500 characters, kept in the audit log. */
export function ReasonDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ReasonDialogProps) {
  const t = useTranslations("masking.reason");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const formId = useId();
  // While the action this dialog sent waits on "Confirm it's you", only that dialog shows.
  const aside = useStepAside(busy);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = revealReasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(t("invalid", { min: REVEAL_REASON_MIN, max: REVEAL_REASON_MAX }));
      return;
    }
    setBusy(true);
    try {
      const message = await onConfirm(checked.data);
      setError(message);
      if (message === undefined) setReason("");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open && !aside}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} noValidate>
          <FormField
            label={t("label")}
            description={t("hint", { min: REVEAL_REASON_MIN, max: REVEAL_REASON_MAX })}
            error={error}
            required
          >
            <Textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REVEAL_REASON_MAX}
              rows={3}
              required
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
