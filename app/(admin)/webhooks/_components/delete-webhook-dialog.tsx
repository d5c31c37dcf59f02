"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { HoldNotice } from "@/components/approvals/hold-notice";
import { MakerReasonField, useMakerReason } from "@/components/approvals/maker-reason-field";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { useHeldNotice } from "@/components/forms/use-action-error";
import { useCodeLabels } from "@/components/ui/code-label";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type HoldNoticeData, willBeHeld } from "@/lib/approvals/hold-notice-data";
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
  const eventLabel = useCodeLabels("webhookEvent");
  const remove = useStepUpAction(deleteWebhook);
  const onHeld = useHeldNotice();
  const reason = useMakerReason();
  // Whenever the webhook policy is on, a deletion waits: the maker says why.
  const held = willBeHeld(hold);

  const confirm = () => reason.confirmWith(held, send);

  async function send(makerReason: string | undefined) {
    const result = await remove({ id: config.id, makerReason });
    if (result.ok === true) {
      toast.success(t("done"));
      onDeleted();
      onOpenChange(false);
    } else if (result.ok === "held") {
      // Nothing was removed yet: a second operator decides in Approvals.
      onHeld(result);
      reason.reset();
      onOpenChange(false);
    } else if (!reason.takeError(result.error)) {
      toast.error(t("failed"), { description: result.error.message || undefined });
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("stops", { events: config.events.map((e) => eventLabel(e) ?? e).join(", "), url: config.url })}
      cancelLabel={t("cancel")}
      confirmLabel={t("confirm")}
      onConfirm={confirm}
    >
      <p className="text-sm text-muted-foreground">{t("after")}</p>
      <HoldNotice hold={hold} />
      <MakerReasonField form={reason.form} held={held} />
    </ConfirmDialog>
  );
}
