"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { WebhookConfig } from "@/lib/contract";
import { deleteWebhook } from "../actions";

/** Deleting names what stops: which events, to which URL. */
export function DeleteWebhookDialog({
  config,
  open,
  onOpenChange,
  onDeleted,
}: {
  config: WebhookConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const t = useTranslations("webhooks.delete");
  const [pending, setPending] = useState(false);
  const remove = useStepUpAction(deleteWebhook);

  async function confirm() {
    setPending(true);
    try {
      const result = await remove({ id: config.id });
      if (result.ok) {
        toast.success(t("done"));
        onDeleted();
        onOpenChange(false);
      } else {
        toast.error(t("failed"), { description: result.error.message || undefined });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("stops", { events: config.events.join(", "), url: config.url })}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">{t("after")}</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
            {t("confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
