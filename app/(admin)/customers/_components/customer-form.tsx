"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { HoldNotice } from "@/components/approvals/hold-notice";
import { MakerReasonField } from "@/components/approvals/maker-reason-field";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { diffValues } from "@/components/forms/diff";
import { DiffView } from "@/components/forms/diff-view";
import { ReviewDialog } from "@/components/forms/review-dialog";
import { SubmitButton } from "@/components/forms/submit-button";
import { useErrorText } from "@/components/forms/translate-error";
import { useReviewedSave } from "@/components/forms/use-reviewed-save";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { type HoldNoticeData, willBeHeld } from "@/lib/approvals/hold-notice-data";
import { type Customer, type CustomerFormValues, customerFormSchema } from "@/lib/contract";
import { saveCustomer } from "../actions";
import { useCustomerPathLabel } from "./customer-path-label";
import { ObjectField } from "./object-field";
import { ProductsEditor } from "./products-editor";
import { StrategiesEditor } from "./strategies-editor";

const FIELDS = ["name", "active", "availableProducts", "strategiesByPair"] as const;
/** The contract's PATCH body with every field present and the pricing rules (lib/contract/pricing.ts). */
const formSchema = customerFormSchema;
type Values = CustomerFormValues;

const valuesOf = (c: Customer): Values => ({
  name: c.name,
  active: c.active,
  availableProducts: c.availableProducts,
  strategiesByPair: c.strategiesByPair,
});

export function CustomerForm({
  customer,
  hold,
}: {
  customer: Customer;
  /** The customer policy in force: the confirmation says whether this change waits for approval. */
  hold?: HoldNoticeData;
}) {
  const t = useTranslations("customers.form");
  const save = useStepUpAction(saveCustomer);
  const errorText = useErrorText();
  const { form, leaveDialog, saved, review, pending, openReview, cancelReview, confirm, reasonForm } = useReviewedSave({
    initial: customer,
    valuesOf,
    resolver: zodResolver(formSchema),
    fields: FIELDS,
    save: (values, makerReason) => save({ id: customer.id, ...values, makerReason }),
    savedMessage: t("saved"),
  });
  // Raw-JSON text that does not parse never reaches the form value; this keeps submit honest.
  const [invalidJson, setInvalidJson] = useState<Record<string, boolean>>({});
  const { errors, isDirty } = form.formState;
  // The customer policy holds products and routing, not a new name or the active flag.
  const applies =
    review !== null &&
    diffValues(valuesOf(saved), review).some(
      (e) => e.path.startsWith("availableProducts") || e.path.startsWith("strategiesByPair"),
    );
  const held = willBeHeld(hold, applies);
  const pathLabel = useCustomerPathLabel();
  const jsonBroken = Object.values(invalidJson).some(Boolean);

  const objectField = (name: "availableProducts" | "strategiesByPair", label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ObjectField
          field={name}
          label={label}
          testId={`field-${name}`}
          value={field.value}
          onChange={field.onChange}
          onValidityChange={(valid) => setInvalidJson((s) => ({ ...s, [name]: !valid }))}
          error={errorText(errors[name] as { message?: string } | undefined)}
        >
          {name === "availableProducts" ? (
            <ProductsEditor value={field.value} onChange={field.onChange} />
          ) : (
            <StrategiesEditor value={field.value} onChange={field.onChange} />
          )}
        </ObjectField>
      )}
    />
  );

  return (
    <form noValidate onSubmit={openReview} className="grid gap-6">
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
          <FormField label={t("name")} error={errorText(errors.name)} required>
            <Input {...form.register("name")} />
          </FormField>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormField label={t("active")} error={errorText(errors.active)}>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormField>
            )}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-8 pt-6">
          {objectField("availableProducts", t("availableProducts"))}
          {objectField("strategiesByPair", t("strategiesByPair"))}
        </CardContent>
      </Card>
      <div className="flex items-center gap-3">
        <SubmitButton pending={pending} disabled={!isDirty || jsonBroken}>
          {t("review")}
        </SubmitButton>
        {jsonBroken ? <span className="text-xs text-destructive">{t("fixJson")}</span> : null}
      </div>
      <ReviewDialog
        open={review !== null}
        pending={pending}
        onCancel={cancelReview}
        onConfirm={() => confirm(held)}
        notice={
          review ? (
            <>
              <HoldNotice hold={hold} applies={applies} />
              <MakerReasonField form={reasonForm} held={held} />
            </>
          ) : null
        }
      >
        {review ? <DiffView entries={diffValues(valuesOf(saved), review)} pathLabel={pathLabel} /> : null}
      </ReviewDialog>
      {leaveDialog}
    </form>
  );
}
