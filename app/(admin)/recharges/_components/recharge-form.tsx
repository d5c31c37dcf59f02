"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ClipboardCheckIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { SubmitButton } from "@/components/forms/submit-button";
import { useErrorText } from "@/components/forms/translate-error";
import { useUnsavedChangesGuard } from "@/components/forms/unsaved-changes-guard";
import { useActionError } from "@/components/forms/use-action-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ApprovalTicket } from "@/lib/approvals/types";
import {
  COP_AMOUNT_MESSAGES,
  type CopRechargeFormValues,
  type CopRechargeInput,
  copRechargeFormSchema,
  RECHARGE_DESCRIPTION_MAX,
} from "@/lib/contract";
import { useFormatLocale } from "@/components/ui/use-format-locale";
import { formatMoney } from "@/lib/i18n/format";
import { isRepeatedOrderError, newOrderId, type RechargeOutcome } from "@/lib/operations/recharge-outcome";
import { cn } from "@/lib/utils";
import { createRecharge } from "../actions";
import { AmountInput, AmountReadback } from "./amount-input";
import { RechargeConfirmDialog } from "./recharge-confirm-dialog";
import { RechargeResult } from "./recharge-result";
import { type HoldNoticeData, willBeHeld } from "@/lib/approvals/hold-notice-data";
import { MakerReasonField, useMakerReason } from "@/components/approvals/maker-reason-field";

const FIELDS = ["order", "amount", "description"] as const;

export interface RechargeLimits {
  /** RECHARGE_MAX_COP: the largest recharge the dashboard sends. */
  maxCop: number;
  /** RECHARGE_CONFIRM_ABOVE_COP: above it the amount is typed again, in every environment. */
  confirmAboveCop: number;
}

export function RechargeForm({
  initialOrder,
  production,
  limits,
  hold,
}: {
  initialOrder: string;
  production: boolean;
  limits: RechargeLimits;
  /** The recharge policy in force: the confirmation says whether the amount waits for approval. */
  hold?: HoldNoticeData;
}) {
  const t = useTranslations("recharges.form");
  const formatLocale = useFormatLocale();
  const tApprovals = useTranslations("approvals.submitted");
  const [submitted, setSubmitted] = useState<ApprovalTicket | null>(null);
  const router = useRouter();
  const errorText = useErrorText();
  const schema = useMemo(() => copRechargeFormSchema(limits.maxCop), [limits.maxCop]);
  const form = useForm<CopRechargeFormValues, unknown, CopRechargeInput>({
    resolver: zodResolver(schema),
    defaultValues: { order: initialOrder, amount: "", description: "" },
    mode: "onTouched",
  });
  const [pendingInput, setPendingInput] = useState<CopRechargeInput | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<RechargeOutcome | null>(null);
  const onError = useActionError(form.setError, FIELDS);
  // A stale step-up opens "Confirm it's you", then the same recharge is sent.
  const sendRecharge = useStepUpAction(createRecharge);
  const { errors, isDirty } = form.formState;
  const leaveDialog = useUnsavedChangesGuard(isDirty && !sending);
  const reason = useMakerReason();
  // The same rule as the dialog's notice: this amount waits for approval, so the maker says why.
  const held = pendingInput !== null && willBeHeld(hold, true, pendingInput.amount);

  const amountText = form.watch("amount") ?? "";
  const description = form.watch("description") ?? "";
  const maxText = formatMoney(limits.maxCop, "COP", formatLocale);
  // The limit is configured, so its message names the figure rather than the contract's generic text.
  const amountError =
    errors.amount?.message === COP_AMOUNT_MESSAGES.tooLarge
      ? t("amountTooLarge", { max: maxText })
      : errorText(errors.amount);

  function confirm() {
    if (pendingInput) void reason.confirmWith(held, (makerReason) => send(pendingInput, makerReason));
  }

  async function send(sent: CopRechargeInput, makerReason: string | undefined) {
    setSending(true);
    setSubmitted(null);
    try {
      const result = await sendRecharge({ ...sent, makerReason });
      // A refused reason stays in the dialog, on its field.
      if (result.ok === false && reason.takeError(result.error)) return;
      setPendingInput(null);
      reason.reset();
      if (result.ok === true) {
        setOutcome(result.data);
        // Keep what was sent on screen, no longer "unsaved": pressing submit again is a retry.
        form.reset({ ...sent, amount: String(sent.amount) });
        router.refresh();
        return;
      }
      // Whatever failed, the panel of an earlier recharge no longer describes what is on screen.
      setOutcome(null);
      if (result.ok === "held") {
        // Held for a second operator: nothing was sent; the next recharge starts on a new order.
        setSubmitted(result.approval);
        form.reset({ order: newOrderId(), amount: "", description: "" });
        return;
      }
      if (isRepeatedOrderError(result.error)) {
        form.setError("order", { type: "server", message: t("orderUsed") }, { shouldFocus: true });
      } else {
        onError(result.error);
      }
    } finally {
      setSending(false);
    }
  }

  function startNew() {
    setOutcome(null);
    setSubmitted(null);
    form.reset({ order: newOrderId(), amount: "", description: "" });
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={form.handleSubmit((values) => setPendingInput(values))} className="grid gap-4">
            <FormField label={t("order")} error={errorText(errors.order)} description={t("orderHelp")} required>
              <Input {...form.register("order")} autoComplete="off" className="font-mono" />
            </FormField>
            {errors.order?.type === "server" ? (
              <Button
                variant="outline"
                size="sm"
                className="-mt-2 justify-self-start"
                onClick={() => form.setValue("order", newOrderId(), { shouldValidate: true, shouldDirty: true })}
              >
                {t("useNewOrder")}
              </Button>
            ) : null}
            <FormField label={t("amount")} description={t("amountDigitsOnly")} error={amountError} required>
              <AmountInput {...form.register("amount")} placeholder="1500000" />
            </FormField>
            <AmountReadback text={amountText} maxCop={limits.maxCop} />
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
      {submitted ? (
        <Alert tone="info" data-testid="approval-submitted" role="status" className="self-start">
          <ClipboardCheckIcon aria-hidden />
          <AlertTitle>{tApprovals("title")}</AlertTitle>
          <AlertDescription>
            {tApprovals("body", { count: submitted.requiredApprovals })}{" "}
            <a href="/approvals" className="text-primary underline">
              {tApprovals("open")}
            </a>
          </AlertDescription>
        </Alert>
      ) : null}
      <RechargeConfirmDialog
        // Mounted afresh each time it opens: nothing typed in it outlives one recharge.
        key={pendingInput ? `open:${pendingInput.order}` : "closed"}
        input={pendingInput}
        retypeRequired={pendingInput !== null && (production || pendingInput.amount > limits.confirmAboveCop)}
        sending={sending}
        onCancel={() => setPendingInput(null)}
        onConfirm={confirm}
        hold={hold}
        reasonField={<MakerReasonField form={reason.form} held={held} />}
      />
      {leaveDialog}
    </div>
  );
}
