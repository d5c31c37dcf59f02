"use client";

import { useTranslations } from "next-intl";
import { HoldNotice } from "@/components/approvals/hold-notice";
import { MakerReasonField, type MakerReasonForm } from "@/components/approvals/maker-reason-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { HoldNoticeData } from "@/lib/approvals/hold-notice-data";

/**
 * "Receive here" sends at once when nothing holds it; under the webhook policy it is a change
 * request, so this one dialog says so and asks the maker why before anything is stored.
 */
export function ReceiveHereDialog({
  open,
  onOpenChange,
  hold,
  reasonForm,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hold: HoldNoticeData | undefined;
  reasonForm: MakerReasonForm;
  pending: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations("held.receiveHere");
  return (
    <Dialog open={open} onOpenChange={(next) => (pending && !next ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <HoldNotice hold={hold} />
        <MakerReasonField form={reasonForm} held />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t("cancel")}
          </Button>
          <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {t("submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
