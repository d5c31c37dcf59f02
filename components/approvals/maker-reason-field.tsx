"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import {
  MAKER_REASON_MAX,
  MAKER_REASON_MESSAGES,
  makerReasonFormSchema,
  type MakerReasonValues,
} from "@/lib/approvals/maker-reason";
import type { ActionError } from "@/lib/pipeline/result";

const MESSAGE_KEYS = {
  [MAKER_REASON_MESSAGES.required]: "required",
  [MAKER_REASON_MESSAGES.tooLong]: "tooLong",
  [MAKER_REASON_MESSAGES.plainText]: "plainText",
} as const;

export type MakerReasonForm = UseFormReturn<MakerReasonValues>;

/**
 * The maker's reason in a confirmation that holds the change (issue 30): its own small form, so a
 * dialog sends the operation's input and, beside it, `makerReason` (lib/approvals/maker-reason.ts),
 * checked with the schema the pipeline's hold stage uses.
 */
export function useMakerReason() {
  const form = useForm<MakerReasonValues>({
    resolver: zodResolver(makerReasonFormSchema),
    defaultValues: { makerReason: "" },
  });
  /**
   * Held: the reason is checked first and sent with it (nothing is sent while it is refused);
   * sent now: nothing is asked. Settles when the send does, so a dialog stays busy until then.
   */
  const confirmWith = useCallback(
    async (held: boolean, send: (makerReason: string | undefined) => unknown): Promise<void> => {
      if (!held) {
        await send(undefined);
        return;
      }
      await form.handleSubmit(async ({ makerReason }) => {
        await send(makerReason);
      })();
    },
    [form],
  );
  /** The server's refusal of the reason lands on the field; true when it did. */
  const takeError = useCallback(
    (error: ActionError | undefined): boolean => {
      const message = error?.fieldErrors?.makerReason;
      if (!message) return false;
      form.setError("makerReason", { message }, { shouldFocus: true });
      return true;
    },
    [form],
  );
  const reset = useCallback(() => form.reset({ makerReason: "" }), [form]);
  return { form, confirmWith, takeError, reset };
}

/** "Why is this change needed?": shown, and required, only when the change will be held. */
export function MakerReasonField({ form, held }: { form: MakerReasonForm; held: boolean }) {
  const t = useTranslations("held.makerReason");
  if (!held) return null;
  const message = form.formState.errors.makerReason?.message;
  const key = message ? MESSAGE_KEYS[message as keyof typeof MESSAGE_KEYS] : undefined;
  return (
    <FormField
      label={t("label")}
      description={t("description")}
      error={key ? t(key) : message}
      required
      className="mt-2"
    >
      <Textarea
        {...form.register("makerReason")}
        rows={3}
        maxLength={MAKER_REASON_MAX}
        data-testid="maker-reason-input"
      />
    </FormField>
  );
}
