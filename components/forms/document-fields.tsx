"use client";

import { useTranslations } from "next-intl";
import { type FieldValues, useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PERSON_DOCUMENT_CONDITIONAL_FIELDS } from "@/lib/contract";
import { emptyAsUndefined, errorAt, registerWithValue } from "./form-helpers";
import { SelectField } from "./select-field";
import { useErrorText } from "./translate-error";

interface Props {
  /** Path of the document object in the form, e.g. "data.document". */
  prefix: string;
  types: readonly string[];
}

type Conditional = keyof typeof PERSON_DOCUMENT_CONDITIONAL_FIELDS;

/**
 * A person or company document. The fields an INE (cic, identificadorCiudadano) or an IFE
 * (ocr, numeroEmision) requires appear only for that type, and are cleared when the type
 * changes so a stale value is never sent.
 */
export function DocumentFields({ prefix, types }: Props) {
  const t = useTranslations("forms.document");
  const errorText = useErrorText();
  const form = useFormContext<FieldValues>();
  const type: unknown = form.watch(`${prefix}.type`);
  const conditional =
    type === "INE" || type === "IFE" ? PERSON_DOCUMENT_CONDITIONAL_FIELDS[type as Conditional] : ([] as const);
  const err = (name: string) => errorText(errorAt(form, `${prefix}.${name}`));

  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{t("legend")}</legend>
      <SelectField
        label={t("type")}
        required
        testId="document-type"
        value={typeof type === "string" ? type : undefined}
        onChange={(next) => {
          form.setValue(`${prefix}.type`, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          for (const field of ["cic", "identificadorCiudadano", "ocr", "numeroEmision"]) {
            form.setValue(`${prefix}.${field}`, undefined, { shouldDirty: true });
          }
        }}
        options={types.map((v) => ({ value: v, label: v }))}
        error={err("type")}
      />
      <FormField label={t("number")} error={err("number")} required>
        <Input {...registerWithValue(form, `${prefix}.number`)} />
      </FormField>
      <FormField label={t("issuedCountryCode")} error={err("issuedCountryCode")} required>
        <Input {...registerWithValue(form, `${prefix}.issuedCountryCode`)} maxLength={2} className="uppercase" />
      </FormField>
      <FormField label={t("expeditionDate")} error={err("expeditionDate")}>
        <Input type="date" {...registerWithValue(form, `${prefix}.expeditionDate`, emptyAsUndefined)} />
      </FormField>
      {conditional.map((field) => (
        <FormField key={field} label={t(field)} error={err(field)} required>
          <Input {...registerWithValue(form, `${prefix}.${field}`, emptyAsUndefined)} />
        </FormField>
      ))}
    </fieldset>
  );
}
