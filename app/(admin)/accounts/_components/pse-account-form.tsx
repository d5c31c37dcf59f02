"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Controller, FormProvider, type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { HoldNotice } from "@/components/approvals/hold-notice";
import { MakerReasonField, useMakerReason } from "@/components/approvals/maker-reason-field";
import { DocumentFields } from "@/components/forms/document-fields";
import { anyDirty, emptyAsUndefined, errorAt, registerWithValue } from "@/components/forms/form-helpers";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useErrorText } from "@/components/forms/translate-error";
import { useUnsavedChangesGuard } from "@/components/forms/unsaved-changes-guard";
import { useActionError, useHeldNotice } from "@/components/forms/use-action-error";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  type Account,
  accountUpdateInputSchema,
  BANK_ACCOUNT_TYPES,
  type Bank,
  COMPANY_DOCUMENT_TYPES,
  isCompanyDocumentType,
  PERSON_DOCUMENT_TYPES,
  type PseData,
} from "@/lib/contract";
import { isMaskedValue } from "@/lib/security/masking";
import { saveAccount } from "../actions";
import { BankPicker } from "./bank-picker";
import { type HoldNoticeData, willBeHeld } from "@/lib/approvals/hold-notice-data";

/** The PSE branch of the contract's PATCH body: the same schema the server parses. */
const pseSchema = accountUpdateInputSchema.options[0];
type Values = { type: "PSE"; data: PseData };
type Holder = "person" | "company";

const FIELDS = [
  "data.firstName",
  "data.middleName",
  "data.lastName",
  "data.companyName",
  "data.email",
  "data.phone",
  "data.accountNumber",
  "data.bankCode",
  "data.type",
  "data.countryCode",
  "data.document.type",
  "data.document.number",
  "data.document.issuedCountryCode",
  "data.document.expeditionDate",
  "data.document.cic",
  "data.document.identificadorCiudadano",
  "data.document.ocr",
  "data.document.numeroEmision",
  "data",
] as const;

/** Stand-ins that pass the schema's format for a masked value left as it was (checked, then put back). */
const MASKED_STAND_IN = { accountNumber: "0000", documentNumber: "A0" } as const;

/**
 * The page sends the account number and document number masked. Left untouched, they are checked
 * as valid and sent masked; the server puts the stored values back (restoreMasked). Typed anew,
 * they are checked as usual.
 */
const baseResolver = zodResolver(pseSchema);
const pseResolver: Resolver<Values> = async (values, context, options) => {
  const maskedNumber = isMaskedValue(values.data.accountNumber);
  const maskedDocument = isMaskedValue(values.data.document?.number);
  if (!maskedNumber && !maskedDocument) return baseResolver(values, context, options);
  const data = { ...values.data };
  if (maskedNumber) data.accountNumber = MASKED_STAND_IN.accountNumber;
  if (maskedDocument && data.document) data.document = { ...data.document, number: MASKED_STAND_IN.documentNumber };
  const result = await baseResolver({ ...values, data }, context, options);
  if (Object.keys(result.errors).length > 0) return result;
  const checked = result.values as Values;
  const restored = { ...checked.data };
  if (maskedNumber) restored.accountNumber = values.data.accountNumber;
  if (maskedDocument && restored.document && values.data.document)
    restored.document = { ...restored.document, number: values.data.document.number };
  return { values: { ...checked, data: restored }, errors: {} };
};

// The API's record is read tolerantly; the form then shows what does not meet the rules.
const valuesOf = (account: Account): Values => ({ type: "PSE", data: account.data as PseData });
const holderOf = (data: PseData): Holder =>
  data.companyName?.trim() || isCompanyDocumentType(data.document?.type ?? "") ? "company" : "person";

export function PseAccountForm({
  account,
  banks,
  hold,
}: {
  account: Account;
  banks: Bank[];
  /** The account-data policy in force: said beside Save, before the click. */
  hold?: HoldNoticeData;
}) {
  const t = useTranslations("accounts.form");
  const errorText = useErrorText();
  const form = useForm<Values>({ resolver: pseResolver, defaultValues: valuesOf(account) });
  const [holder, setHolder] = useState<Holder>(() => holderOf(valuesOf(account).data));
  const onError = useActionError(form.setError, FIELDS);
  const onHeld = useHeldNotice();
  // Where money goes: a stale step-up opens "Confirm it's you", then the same edit is sent.
  const save = useStepUpAction(saveAccount);
  const { dirtyFields, isSubmitting, isSubmitSuccessful } = form.formState;
  // Not formState.isDirty: it compares key by key, and an optional field the record lacks is
  // registered as `undefined`, a key the saved record does not have, so a form just saved still
  // counted as dirty (Save enabled, the leave prompt armed). dirtyFields compares values.
  const isDirty = anyDirty(dirtyFields);
  const leaveDialog = useUnsavedChangesGuard(isDirty);
  const hydrated = useHydrated();
  // The saved record becomes the baseline once handleSubmit has finished: react-hook-form asks
  // for reset after submission, in an effect, not inside the submit handler.
  const [saved, setSaved] = useState<Values | null>(null);
  useEffect(() => {
    if (!saved || !isSubmitSuccessful) return;
    form.reset(saved);
    setSaved(null);
  }, [saved, isSubmitSuccessful, form]);
  const err = (path: string) => errorText(errorAt(form, path));
  const reason = useMakerReason();
  // Any change of the data waits under the account-data policy: the maker says why.
  const held = isDirty && willBeHeld(hold);

  function switchHolder(next: Holder) {
    setHolder(next);
    const opts = { shouldDirty: true } as const;
    // The name rules: a company has a company name and no personal names, a person the reverse.
    if (next === "company") {
      for (const f of ["firstName", "middleName", "lastName"] as const) form.setValue(`data.${f}`, undefined, opts);
      if (!isCompanyDocumentType(form.getValues("data.document.type") ?? ""))
        form.setValue("data.document.type", "NIT", opts);
    } else {
      form.setValue("data.companyName", undefined, opts);
      if (isCompanyDocumentType(form.getValues("data.document.type") ?? ""))
        form.setValue("data.document.type", "NUIP", opts);
    }
  }

  async function submit(values: Values) {
    await reason.confirmWith(held, (makerReason) => send(values, makerReason));
  }

  async function send(values: Values, makerReason: string | undefined) {
    const result = await save({ id: account.id, input: values, makerReason });
    if (result.ok === true) {
      setSaved(valuesOf(result.data));
      toast.success(t("saved"));
    } else if (result.ok === "held") {
      // Nothing changed yet: the form shows the account as it is while a second operator decides.
      setSaved(valuesOf(account));
      reason.reset();
      onHeld(result);
    } else if (!reason.takeError(result.error)) onError(result.error);
  }

  return (
    <FormProvider {...form}>
      {leaveDialog}
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-6">
        {/* Read-only until hydrated: the server's HTML shows the values, typing waits for React. */}
        <fieldset disabled={!hydrated} aria-busy={!hydrated || undefined} className="contents">
          <Card>
            <CardContent className="grid gap-4 pt-6">
              {/* Each holder kind's fields are its tab's panel, so each tab controls a panel that exists. */}
              <Tabs value={holder} onValueChange={(v) => switchHolder(v as Holder)} className="grid gap-4">
                <TabsList aria-label={t("holder")}>
                  <TabsTrigger value="person">{t("person")}</TabsTrigger>
                  <TabsTrigger value="company">{t("company")}</TabsTrigger>
                </TabsList>
                <TabsContent value="person" className="mt-0 grid gap-4 sm:grid-cols-3">
                  <FormField label={t("firstName")} error={err("data.firstName")} required>
                    <Input {...registerWithValue(form, "data.firstName", emptyAsUndefined)} />
                  </FormField>
                  <FormField label={t("middleName")} error={err("data.middleName")}>
                    <Input {...registerWithValue(form, "data.middleName", emptyAsUndefined)} />
                  </FormField>
                  <FormField label={t("lastName")} error={err("data.lastName")} required>
                    <Input {...registerWithValue(form, "data.lastName", emptyAsUndefined)} />
                  </FormField>
                </TabsContent>
                <TabsContent value="company" className="mt-0 grid gap-4 sm:grid-cols-3">
                  <FormField
                    label={t("companyName")}
                    error={err("data.companyName")}
                    required
                    className="sm:col-span-3"
                  >
                    <Input {...registerWithValue(form, "data.companyName", emptyAsUndefined)} />
                  </FormField>
                </TabsContent>
              </Tabs>
              <div className="grid gap-4 sm:grid-cols-3">
                <FormField label={t("email")} error={err("data.email")}>
                  <Input type="email" {...registerWithValue(form, "data.email", emptyAsUndefined)} />
                </FormField>
                <FormField label={t("phone")} error={err("data.phone")}>
                  <Input
                    type="tel"
                    placeholder="+573001234567"
                    {...registerWithValue(form, "data.phone", emptyAsUndefined)}
                  />
                </FormField>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="grid gap-4 pt-6 sm:grid-cols-2">
              <Controller
                control={form.control}
                name="data.bankCode"
                render={({ field }) => (
                  <FormField label={t("bank")} error={err("data.bankCode")} required>
                    <BankPicker
                      banks={banks}
                      countryCode={form.watch("data.countryCode")}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  </FormField>
                )}
              />
              <FormField label={t("accountNumber")} error={err("data.accountNumber")} required>
                <Input inputMode="numeric" {...registerWithValue(form, "data.accountNumber")} />
              </FormField>
              <Controller
                control={form.control}
                name="data.type"
                render={({ field }) => (
                  <SelectField
                    label={t("accountType")}
                    required
                    testId="account-type"
                    value={field.value}
                    onChange={field.onChange}
                    error={err("data.type")}
                    options={BANK_ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`accountTypes.${v}`) }))}
                  />
                )}
              />
              <FormField label={t("countryCode")} error={err("data.countryCode")} required>
                <Input {...registerWithValue(form, "data.countryCode")} maxLength={2} className="uppercase" />
              </FormField>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-6">
              <DocumentFields
                prefix="data.document"
                types={holder === "company" ? COMPANY_DOCUMENT_TYPES : PERSON_DOCUMENT_TYPES}
              />
            </CardContent>
          </Card>
          <div className="flex flex-col gap-2">
            {/* Any change of the data waits under the account-data policy (lib/operations/accounts.ts). */}
            {isDirty ? <HoldNotice hold={hold} /> : null}
            <MakerReasonField form={reason.form} held={held} />
            <div>
              <SubmitButton pending={isSubmitting} disabled={!isDirty}>
                {t("save")}
              </SubmitButton>
            </div>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
