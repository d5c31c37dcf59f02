"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** Asks before pausing delivery, saying what stops: every event to this URL, until turned back on. */
export function PauseSendingDialog({
  url,
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  url: string;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations("webhooks.settings");
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("pauseTitle")}</DialogTitle>
          <DialogDescription className="break-words">{t("pauseBody", { url })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t("pauseCancel")}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {t("pauseConfirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
