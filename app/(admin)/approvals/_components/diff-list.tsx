"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Money } from "@/components/ui/money";
import type { DiffEntry } from "@/lib/approvals/types";

const MONEY_FIELDS = new Set(["amount", "thresholdCop"]);

function Value({ field, value }: { field: string; value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted-foreground">—</span>;
  if (MONEY_FIELDS.has(field) && typeof value === "number") return <Money amount={value} currency="COP" />;
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return <span>{value.join(", ")}</span>;
  // A structured value (a customer's pricing, a document) is no sentence: its JSON only on demand.
  if (typeof value === "object") return <TechnicalValue value={value} />;
  return <span>{String(value)}</span>;
}

function TechnicalValue({ value }: { value: object }) {
  const t = useTranslations("approvals");
  // The JSON is rendered only while open: closed, a before and an after of one field would
  // otherwise lay their hidden text over each other (the layout checks read it as overlap).
  const [open, setOpen] = useState(false);
  return (
    <details className="text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-muted-foreground">
        {t("technicalDetails", { count: Array.isArray(value) ? value.length : Object.keys(value).length })}
      </summary>
      {open ? <code className="break-all">{JSON.stringify(value)}</code> : null}
    </details>
  );
}

/** The change in domain terms, as the maker reviewed it: field, before → after. */
export function DiffList({ diff }: { diff: DiffEntry[] }) {
  const t = useTranslations("approvals.fields");
  return (
    <dl className="grid gap-1 text-sm" data-testid="change-diff">
      {diff.map((entry) => (
        <div key={entry.field} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="font-medium">{t.has(entry.field) ? t(entry.field) : entry.field}</dt>
          <dd className="flex flex-wrap items-baseline gap-x-1.5">
            {entry.before !== null && entry.before !== undefined ? (
              <>
                {/* Muted, not faded: opacity took the muted text below 4.5:1 contrast. */}
                <span className="text-muted-foreground line-through">
                  <Value field={entry.field} value={entry.before} />
                </span>
                <span aria-hidden>→</span>
              </>
            ) : null}
            <Value field={entry.field} value={entry.after} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
