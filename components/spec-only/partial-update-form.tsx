"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { MakerReasonField, useMakerReason } from "@/components/approvals/maker-reason-field";
import { useStepUpAction } from "@/components/auth/step-up-context";
import { buildPartialBody, type PartialFieldKind } from "@/components/forms/partial-update";
import { ReviewDialog } from "@/components/forms/review-dialog";
import { useHeldNotice } from "@/components/forms/use-action-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { HoldableResult } from "@/lib/pipeline/result";

export interface PartialField {
  name: string;
  kind: PartialFieldKind;
  label: string;
  description?: string;
  /** For `ids`: pick from these (the API's list) instead of typing ids. */
  options?: { value: string; label: string }[];
  /** For `text`: the only values the API takes. */
  choices?: string[];
  required?: boolean;
}

interface Props {
  /** "PUT /api/v2/backoffice/roles/role-1": shown above the body in the review step. */
  request: string;
  fields: PartialField[];
  save: (body: Record<string, unknown>) => Promise<HoldableResult<unknown>>;
}

/**
 * Edit a record the dashboard cannot read: every field starts empty and only the filled ones
 * are sent. The review step lists what changes, with the exact request under "Technical details"; the API's answer then becomes the
 * record shown (the page refreshes from the store that keeps it).
 */
export function PartialUpdateForm({ request, fields, save }: Props) {
  const t = useTranslations("specOnly.form");
  const router = useRouter();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [review, setReview] = useState<Record<string, unknown> | null>(null);
  const [pending, setPending] = useState(false);
  // Role and customer edits need a fresh step-up: a stale one opens "Confirm it's you" first.
  const send = useStepUpAction(save);
  const onHeld = useHeldNotice();
  // Without the record the page cannot say beforehand whether a policy holds this change; when
  // the hold stage asks why, the review asks the maker and the same body is sent again with it.
  const why = useMakerReason();
  const [askWhy, setAskWhy] = useState(false);
  const kinds = Object.fromEntries(fields.map((f) => [f.name, f.kind]));
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const openReview = (event: FormEvent) => {
    event.preventDefault();
    const built = buildPartialBody(kinds, values);
    const missing = fields.filter((f) => f.required && built.body[f.name] === undefined);
    const found: Record<string, string> = Object.fromEntries(
      Object.entries(built.errors).map(([k, code]) => [k, t(`errors.${code}`)]),
    );
    for (const f of missing) found[f.name] = t("errors.required");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(built.body).length === 0) {
      setErrors({ _form: t("errors.nothing") });
      return;
    }
    setReview(built.body);
  };

  const confirm = () => why.confirmWith(askWhy, (makerReason) => sendReviewed(makerReason));

  const sendReviewed = async (makerReason: string | undefined) => {
    if (!review) return;
    setPending(true);
    const result = await send(makerReason ? { ...review, makerReason } : review).finally(() => setPending(false));
    if (result.ok === false && result.error.fieldErrors?.makerReason) {
      setAskWhy(true);
      why.takeError(result.error);
      return;
    }
    setAskWhy(false);
    why.reset();
    if (result.ok === true) {
      setReview(null);
      setValues({});
      toast.success(t("saved"));
      router.refresh();
      return;
    }
    if (result.ok === "held") {
      // Nothing changed yet: a second operator decides in Approvals.
      setReview(null);
      setValues({});
      onHeld(result);
      return;
    }
    setReview(null);
    setErrors(result.error.fieldErrors ?? {});
    toast.error(result.error.requestId ? `${result.error.message} (${result.error.requestId})` : result.error.message);
  };

  return (
    <form noValidate onSubmit={openReview} className="grid gap-6" data-testid="partial-update-form">
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
          {fields.map((f) => (
            <FieldInput key={f.name} field={f} value={values[f.name] ?? ""} error={errors[f.name]} onChange={set} />
          ))}
          {errors._form ? <p className="text-sm text-destructive">{errors._form}</p> : null}
        </CardContent>
      </Card>
      <div>
        <Button type="submit">{t("review")}</Button>
      </div>
      <ReviewDialog
        open={review !== null}
        pending={pending}
        onCancel={() => setReview(null)}
        onConfirm={() => void confirm()}
        notice={<MakerReasonField form={why.form} held={askWhy} />}
      >
        {/* What will change in the operator's words; the request itself only on demand. */}
        <dl className="grid gap-1 text-sm" data-testid="request-summary">
          {fields
            .filter((f) => review !== null && f.name in review)
            .map((f) => (
              <div key={f.name} className="grid grid-cols-[minmax(0,10rem)_1fr] gap-2">
                <dt className="text-muted-foreground">{f.label}</dt>
                <dd className="break-words">{summaryValue(review?.[f.name], f, t)}</dd>
              </div>
            ))}
        </dl>
        <details className="rounded-md border px-3 py-2 text-xs">
          <summary className="cursor-pointer text-sm">{t("technicalDetails")}</summary>
          <p className="mt-2 font-mono text-muted-foreground">{request}</p>
          <pre className="mt-1 max-h-80 overflow-auto rounded-md bg-muted p-3" data-testid="request-body">
            {JSON.stringify(review, null, 2)}
          </pre>
        </details>
      </ReviewDialog>
    </form>
  );
}

/** One field's new value as the operator reads it: yes/no, the picked options' names, else the text. */
function summaryValue(value: unknown, field: PartialField, t: ReturnType<typeof useTranslations<"specOnly.form">>) {
  if (typeof value === "boolean") return value ? t("yes") : t("no");
  if (Array.isArray(value)) {
    const names = value.map((v) => field.options?.find((o) => o.value === v)?.label ?? String(v));
    return names.length > 0 ? names.join(", ") : "—";
  }
  if (typeof value === "string" || typeof value === "number") return String(value);
  return t("objectValue");
}

function FieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: PartialField;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
}) {
  const t = useTranslations("specOnly.form");
  const common = { label: field.label, error, description: field.description, required: field.required };
  if (field.kind === "boolean" || field.choices) {
    const options = field.choices ?? ["true", "false"];
    return (
      <FormField {...common}>
        <select
          name={field.name}
          value={value}
          onChange={(e) => onChange(field.name, e.target.value)}
          className="h-9 rounded-md border bg-background px-2 text-sm"
        >
          <option value="">{field.required ? t("choose") : t("unchanged")}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o === "true" ? t("yes") : o === "false" ? t("no") : o}
            </option>
          ))}
        </select>
      </FormField>
    );
  }
  if (field.kind === "ids" && field.options) {
    const chosen = new Set(value.split(/[\s,]+/).filter(Boolean));
    const toggle = (id: string) => {
      const next = new Set(chosen);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      onChange(field.name, [...next].join(","));
    };
    return (
      <fieldset className="grid gap-1 text-sm">
        <legend className="mb-1 font-medium">{field.label}</legend>
        <p className="text-xs text-muted-foreground">{t("idsPicked")}</p>
        <div className="grid max-h-64 gap-1 overflow-auto sm:grid-cols-2">
          {field.options.map((o) => (
            <label key={o.value} className="flex items-center gap-2">
              <input type="checkbox" checked={chosen.has(o.value)} onChange={() => toggle(o.value)} />
              {o.label}
            </label>
          ))}
        </div>
        {error ? <p className="text-destructive">{error}</p> : null}
      </fieldset>
    );
  }
  const multiline = field.kind === "json" || field.kind === "ids";
  return (
    <FormField {...common}>
      {multiline ? (
        <Textarea
          name={field.name}
          value={value}
          rows={field.kind === "json" ? 5 : 2}
          className="font-mono text-xs"
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      ) : (
        <Input name={field.name} value={value} onChange={(e) => onChange(field.name, e.target.value)} />
      )}
    </FormField>
  );
}
