"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { SubmitButton } from "@/components/forms/submit-button";
import { useErrorText } from "@/components/forms/translate-error";
import { useUnsavedChangesGuard } from "@/components/forms/unsaved-changes-guard";
import { useActionError } from "@/components/forms/use-action-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { type CopRechargeInput, copRechargeInputSchema, RECHARGE_DESCRIPTION_MAX } from "@/lib/contract";
import { cn } from "@/lib/utils";
import { createRecharge } from "../actions";
import { copAmountInWords } from "./amount-in-words";
import { AmountInput } from "./amount-input";
import { RechargeConfirmDialog } from "./recharge-confirm-dialog";
import { type RechargeOutcome, newOrderId } from "./recharge-outcome";
import { RechargeResult } from "./recharge-result";

const FIELDS = ["order", "amount", "description"] as const;

export function RechargeForm({ initialOrder, production }: { initialOrder: string; production: boolean }) {
  const t = useTranslations("recharges.form");
  const locale = useLocale();
  const router = useRouter();
  const errorText = useErrorText();
  const form = useForm<CopRechargeInput>({
    resolver: zodResolver(copRechargeInputSchema),
    defaultValues: { order: initialOrder, description: "" },
    mode: "onTouched",
  });
  const [pendingInput, setPendingInput] = useState<CopRechargeInput | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<RechargeOutcome | null>(null);
  const onError = useActionError(form.setError, FIELDS);
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty && !sending);

  const amount = form.watch("amount");
  const description = form.watch("description") ?? "";
  const words = typeof amount === "number" ? copAmountInWords(amount, locale === "es" ? "es" : "en") : null;

  async function confirm() {
    if (!pendingInput) return;
    setSending(true);
    try {
      const result = await createRecharge(pendingInput);
      setPendingInput(null);
      if (result.ok) {
        setOutcome(result.data);
        // Keep what was sent on screen, no longer "unsaved": pressing submit again is a retry.
        form.reset(pendingInput);
        router.refresh();
      } else {
        onError(result.error);
      }
    } finally {
      setSending(false);
    }
  }

  function startNew() {
    setOutcome(null);
    form.reset({ order: newOrderId(), amount: undefined, description: "" });
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={form.handleSubmit((values) => setPendingInput(values))} className="grid gap-4">
            <FormField label={t("order")} error={errorText(errors.order)} description={t("orderHelp")} required>
              <Input {...form.register("order")} autoComplete="off" className="font-mono" />
            </FormField>
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <FormField label={t("amount")} error={errorText(errors.amount)} required>
                  <AmountInput
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="1.500.000"
                  />
                </FormField>
              )}
            />
            <p className="-mt-2 text-sm text-muted-foreground" data-testid="amount-in-words" aria-live="polite">
              {words ?? t("amountWordsEmpty")}
            </p>
            <FormField label={t("description")} error={errorText(errors.description)} required>
              <Textarea {...form.register("description")} rows={3} />
            </FormField>
            <p
              data-testid="description-count"
              className={cn(
                "-mt-2 text-right text-xs",
                description.length > RECHARGE_DESCRIPTION_MAX ? "text-destructive" : "text-muted-foreground",
              )}
            >
              {t("count", { count: description.length, max: RECHARGE_DESCRIPTION_MAX })}
            </p>
            <div className="flex gap-2">
              <SubmitButton pending={sending}>{t("submit")}</SubmitButton>
              {outcome ? (
                <Button variant="outline" onClick={startNew}>
                  {t("new")}
                </Button>
              ) : null}
            </div>
          </form>
        </CardContent>
      </Card>
      {outcome ? <RechargeResult outcome={outcome} /> : null}
      <RechargeConfirmDialog
        input={pendingInput}
        production={production}
        sending={sending}
        onCancel={() => setPendingInput(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
