"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { DocumentFields } from "@/components/forms/document-fields";
import { emptyAsUndefined, errorAt } from "@/components/forms/form-helpers";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useErrorText } from "@/components/forms/translate-error";
import { useUnsavedChangesGuard } from "@/components/forms/unsaved-changes-guard";
import { useActionError } from "@/components/forms/use-action-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  latestToday,
  PERSON_DOCUMENT_TYPES,
  USER_TYPES,
  type UserCreateInput,
  userCreateInputSchema,
} from "@/lib/contract";
import { type CreatedUser, createUserAction } from "../actions";
import { newExternalId } from "./new-external-id";

const TEXT_FIELDS = ["firstName", "lastName", "email", "phone", "dateOfBirth"] as const;
const ADDRESS_FIELDS = ["street1", "street2", "city", "state", "zipCode", "countryCode"] as const;
const FIELDS = [
  "type",
  "externalId",
  ...TEXT_FIELDS.map((f) => `data.${f}`),
  ...ADDRESS_FIELDS.map((f) => `data.address.${f}`),
  ...[
    "type",
    "number",
    "issuedCountryCode",
    "expeditionDate",
    "cic",
    "identificadorCiudadano",
    "ocr",
    "numeroEmision",
  ].map((f) => `data.document.${f}`),
  "data",
];

const blank = (): Partial<UserCreateInput> => ({
  type: "NATURAL",
  externalId: newExternalId(),
  data: { address: { countryCode: "CO" }, document: { issuedCountryCode: "CO" } } as UserCreateInput["data"],
});

export function CreateUserForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const t = useTranslations("users.create");
  const tUsers = useTranslations("users");
  const router = useRouter();
  const errorText = useErrorText();
  const form = useForm<UserCreateInput>({ resolver: zodResolver(userCreateInputSchema), defaultValues: blank() });
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const onError = useActionError(form.setError, FIELDS);
  const create = useStepUpAction(createUserAction);
  const { isDirty, isSubmitting } = form.formState;
  const leaveDialog = useUnsavedChangesGuard(isDirty);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const err = (path: string) => errorText(errorAt(form, path));

  async function submit(values: UserCreateInput) {
    const result = await create(values);
    if (!result.ok) {
      // The externalId stays: resubmitting the same form is then a safe retry.
      onError(result.error);
      return;
    }
    setCreated(result.data);
    form.reset(values);
    router.refresh();
  }

  const text = (
    path: string,
    label: string,
    opts: { required?: boolean; type?: string; placeholder?: string; max?: string } = {},
  ) => (
    <FormField key={path} label={label} error={err(path)} required={opts.required}>
      <Input
        type={opts.type ?? "text"}
        placeholder={opts.placeholder}
        max={opts.max}
        {...form.register(path as "data.firstName", opts.required ? undefined : emptyAsUndefined)}
      />
    </FormField>
  );

  return (
    <FormProvider {...form}>
      {created ? (
        <Alert tone="success" className="mb-4" data-testid="user-created">
          <AlertTitle>{created.existing ? t("existing") : t("created")}</AlertTitle>
          <AlertDescription>
            <span className="font-mono text-xs">{created.user.id}</span> ·{" "}
            {tUsers.has(`status.${created.user.status}`)
              ? tUsers(`status.${created.user.status}`)
              : created.user.status}{" "}
            · {tUsers("columns.accessLevel")} {created.user.accessLevel}
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                setCreated(null);
                form.reset(blank());
              }}
            >
              {t("another")}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <SelectField
                label={t("type")}
                required
                testId="user-type"
                value={field.value}
                onChange={field.onChange}
                error={err("type")}
                options={USER_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
              />
            )}
          />
          <FormField label={t("externalId")} error={err("externalId")} description={t("externalIdHelp")}>
            <Input {...form.register("externalId", emptyAsUndefined)} className="font-mono" />
          </FormField>
        </div>
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t("person")}</legend>
          {text("data.firstName", t("firstName"), { required: true })}
          {text("data.lastName", t("lastName"), { required: true })}
          {text("data.email", t("email"), { required: true, type: "email" })}
          {text("data.phone", t("phone"), { required: true, type: "tel", placeholder: "+573001234567" })}
          {/* The picker stops at today; the schema still refuses a typed future date (and a minor). */}
          {text("data.dateOfBirth", t("dateOfBirth"), { required: true, type: "date", max: latestToday() })}
        </fieldset>
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t("address")}</legend>
          {ADDRESS_FIELDS.map((f) => text(`data.address.${f}`, t(`addressFields.${f}`), { required: f !== "street2" }))}
        </fieldset>
        <DocumentFields prefix="data.document" types={PERSON_DOCUMENT_TYPES} />
        <div>
          <SubmitButton pending={isSubmitting}>{t("submit")}</SubmitButton>
        </div>
      </form>
      {leaveDialog}
    </FormProvider>
  );
}
