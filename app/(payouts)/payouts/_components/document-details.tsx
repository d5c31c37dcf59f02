import { useTranslations } from "next-intl";
import { CodeLabel, useCodeLabels } from "@/components/ui/code-label";
import { MaskedValue } from "@/components/masked-value/masked-value";
import { Field } from "@/components/ui/field-list";
import { isCompanyDocumentType } from "@/lib/contract";
import type { RevealRecordType } from "@/lib/security/reveal-schema";

type Doc = Record<string, unknown>;
const text = (doc: Doc, key: string) => (typeof doc[key] === "string" ? (doc[key] as string) : undefined);

/** Conditional fields per document type (spec: person document table). */
const EXTRA_FIELDS: Record<string, readonly string[]> = {
  INE: ["cic", "identificadorCiudadano"],
  IFE: ["ocr", "numeroEmision"],
};

/**
 * A company or person document: type, number, country, and the fields its type requires. The
 * number arrives masked; `reveal` names where the reveal reads it.
 */
export function DocumentDetails({
  document,
  reveal,
}: {
  document: unknown;
  reveal: { recordType: RevealRecordType; recordId: string; field: string };
}) {
  const t = useTranslations("payouts.detail.document");
  const documentTypes = useCodeLabels("documentType");
  if (document === null || typeof document !== "object") return null;
  const doc = document as Doc;
  const type = text(doc, "type") ?? "";
  const kind = isCompanyDocumentType(type) ? t("company") : t("person");
  return (
    <>
      <Field label={t("type")}>
        <CodeLabel label={documentTypes(type)} code={type} />{" "}
        <span className="text-xs text-muted-foreground">({kind})</span>
      </Field>
      <Field label={t("number")}>
        {text(doc, "number") ? (
          <MaskedValue masked={text(doc, "number") ?? ""} label={t("number")} {...reveal} />
        ) : null}
      </Field>
      <Field label={t("issuedCountryCode")}>{text(doc, "issuedCountryCode")}</Field>
      {text(doc, "expeditionDate") ? <Field label={t("expeditionDate")}>{text(doc, "expeditionDate")}</Field> : null}
      {(EXTRA_FIELDS[type] ?? []).map((key) => (
        <Field key={key} label={t(key as "cic")}>
          <span className="font-mono">{text(doc, key)}</span>
        </Field>
      ))}
    </>
  );
}
