"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { HoldNotice } from "@/components/approvals/hold-notice";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { useHeldNotice } from "@/components/forms/use-action-error";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { HoldNoticeData } from "@/lib/approvals/hold-notice-data";
import type { WebhookConfig } from "@/lib/contract";
import { deleteWebhook } from "../actions";

/** Deleting names what stops: which events, to which URL. */
export function DeleteWebhookDialog({
  config,
  open,
  onOpenChange,
  onDeleted,
  hold,
}: {
  config: WebhookConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  /** The webhook policy in force: a deletion waits for approval whenever it is on. */
  hold?: HoldNoticeData;
}) {
  const t = useTranslations("webhooks.delete");
  const remove = useStepUpAction(deleteWebhook);
  const onHeld = useHeldNotice();

  async function confirm() {
    const result = await remove({ id: config.id });
    if (result.ok === true) {
      toast.success(t("done"));
      onDeleted();
      onOpenChange(false);
    } else if (result.ok === "held") {
      // Nothing was removed yet: a second operator decides in Approvals.
      onHeld(result);
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
      <HoldNotice hold={hold} />
    </ConfirmDialog>
  );
}
