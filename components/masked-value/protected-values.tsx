"use client";

import { useTranslations } from "next-intl";
import type { RevealRecordType } from "@/lib/security/reveal-schema";
import { MaskedValue } from "./masked-value";

type FieldLabel = "accountNumber" | "documentNumber" | "alias" | "value";

function labelOf(path: string): FieldLabel {
  const key = path.split(".").at(-1) ?? "";
  if (key === "accountNumber" || key === "clabe" || key === "iban") return "accountNumber";
  if (key === "number" || key === "documentNumber") return "documentNumber";
  if (key === "alias" || key === "aliasValue" || key === "pixKey") return "alias";
  return "value";
}

/**
 * The masked values of a record (from lib/security/masking sensitivePaths), each with its own
 * "Reveal": for records shown as a form or raw JSON, where no field of their own can hold it.
 */
export function ProtectedValues({
  recordType,
  recordId,
  fields,
}: {
  recordType: RevealRecordType;
  recordId: string;
  /** Each masked value; `label` names it as the record's own view does (else it is named by its kind). */
  fields: readonly { path: string; masked: string; label?: string }[];
}) {
  const t = useTranslations("masking");
  if (fields.length === 0) return null;
  return (
    <section aria-label={t("protectedTitle")} className="flex flex-col gap-2 rounded-md border p-4">
      <h2 className="text-sm font-semibold">{t("protectedTitle")}</h2>
      <p className="text-xs text-muted-foreground">{t("protectedHint")}</p>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 text-sm">
        {fields.map((field) => (
          <div key={field.path} className="contents">
            {/* Named by the record's own view where it gave a label, else by the kind of value: never by its path. */}
            <dt className="text-xs text-muted-foreground">{field.label ?? t(`fieldNames.${labelOf(field.path)}`)}</dt>
            <dd>
              <MaskedValue
                masked={field.masked}
                recordType={recordType}
                recordId={recordId}
                field={field.path}
                label={t(`fields.${labelOf(field.path)}`)}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
