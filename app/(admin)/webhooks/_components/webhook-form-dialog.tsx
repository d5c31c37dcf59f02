"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionError, useHeldNotice } from "@/components/forms/use-action-error";
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
import { Input } from "@/components/ui/input";
import type { EventType, WebhookConfig } from "@/lib/contract";
import {
  ALL_EVENT_TYPES,
  type ApiEnv,
  type WebhookFormValues,
  webhookFormSchema,
} from "@/lib/webhooks/settings-schema";
import { saveWebhook } from "../actions";
import { EventCheckboxes } from "./event-checkboxes";
import { SecretField } from "./secret-field";
import { HoldNotice } from "@/components/approvals/hold-notice";
import { MakerReasonField, useMakerReason } from "@/components/approvals/maker-reason-field";
import { type HoldNoticeData, willBeHeld } from "@/lib/approvals/hold-notice-data";

const FIELDS = ["url", "events", "secret"] as const;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  apiEnv: ApiEnv;
  /** Absent: create a configuration. */
  config: WebhookConfig | null;
  /** The saved configuration and, when one was set, the secret (shown once by the caller). */
  onSaved: (config: WebhookConfig, secret: string | undefined) => void;
  /** The webhook policy in force (components/approvals/hold-notice.tsx). */
  hold?: HoldNoticeData;
};

const knownEvents = (events: string[]) => ALL_EVENT_TYPES.filter((t): t is EventType => events.includes(t));

export function WebhookFormDialog({ open, onOpenChange, apiEnv, config, onSaved, hold }: Props) {
  const t = useTranslations("webhooks.form");
  const [pending, setPending] = useState(false);
  const form = useForm<WebhookFormValues>({
    resolver: zodResolver(webhookFormSchema(apiEnv)),
    values: {
      id: config?.id,
      url: config?.url ?? "",
      events: config ? knownEvents(config.events) : [...ALL_EVENT_TYPES],
      secret: "",
    },
  });
  const onError = useActionError(form.setError, FIELDS);
  const onHeld = useHeldNotice();
  const save = useStepUpAction(saveWebhook);
  const { errors } = form.formState;
  const reason = useMakerReason();
  // The webhook policy holds a new configuration, a new URL or a new secret; events alone go now.
  const applies = !config || form.watch("url").trim() !== config.url || (form.watch("secret") ?? "").trim() !== "";
  const held = willBeHeld(hold, applies);
  // Codes from the shared schema are translated; the API's own words are shown as they came.
  const text = (message: string | undefined) =>
    message && t.has(`errors.${message}`) ? t(`errors.${message}`) : message;

  async function submit(values: WebhookFormValues) {
    const secret = values.secret?.trim() ?? "";
    if (!config && secret === "") {
      form.setError("secret", { type: "required", message: "secretRequired" }, { shouldFocus: true });
      return;
    }
    await reason.confirmWith(held, (makerReason) => send(values, secret, makerReason));
  }

  async function send(values: WebhookFormValues, secret: string, makerReason: string | undefined) {
    setPending(true);
    try {
      const result = await save({ ...values, secret: secret || undefined, makerReason });
      if (result.ok === true) {
        onSaved(result.data, secret || undefined);
        onOpenChange(false);
      } else if (result.ok === "held") {
        onHeld(result);
        reason.reset();
        onOpenChange(false);
      } else if (!reason.takeError(result.error)) {
        onError(result.error);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{config ? t("editTitle") : t("createTitle")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
          <FormField label={t("url")} error={text(errors.url?.message)} description={t("urlHelp")} required>
            <Input {...form.register("url")} inputMode="url" placeholder="https://hooks.example.com/ramp" />
          </FormField>
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <EventCheckboxes value={field.value} onChange={field.onChange} error={text(errors.events?.message)} />
            )}
          />
          <Controller
            control={form.control}
            name="secret"
            render={({ field }) => (
              <FormField
                label={t("secret")}
                error={text(errors.secret?.message)}
                description={config ? t("secretKeep") : t("secretHelp")}
                required={!config}
              >
                <SecretField
                  name={field.name}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  onGenerate={(secret) => form.setValue("secret", secret, { shouldDirty: true })}
                />
              </FormField>
            )}
          />
          <HoldNotice hold={hold} applies={applies} />
          <MakerReasonField form={reason.form} held={held} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <SubmitButton pending={pending}>{config ? t("save") : t("create")}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
