"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
  const remove = useStepUpAction(deleteWebhook);

  async function confirm() {
    const result = await remove({ id: config.id });
    if (result.ok) {
      toast.success(t("done"));
      onDeleted();
      onOpenChange(false);
    } else {
      toast.error(t("failed"), { description: result.error.message || undefined });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("stops", { events: config.events.join(", "), url: config.url })}
      cancelLabel={t("cancel")}
      confirmLabel={t("confirm")}
      onConfirm={confirm}
    >
      <p className="text-sm text-muted-foreground">{t("after")}</p>
    </ConfirmDialog>
  );
}
