"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { JsonEditor } from "@/components/forms/json-editor";
import { useErrorText } from "@/components/forms/translate-error";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PRODUCTS, pricingIssues, STRATEGY_FIELDS } from "@/lib/contract";
import { issuePathText } from "./json-table";

interface Props {
  /** Which pricing object this is: its rules (lib/contract/pricing.ts) check both views. */
  field: "availableProducts" | "strategiesByPair";
  label: string;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  onValidityChange: (valid: boolean) => void;
  error?: string;
  /** The structured editor for this object. */
  children: ReactNode;
  testId: string;
}

/**
 * One of the customer's pricing objects: a structured editor, and the same value as raw JSON.
 * The contract's rules are checked as the value changes in either view, and every broken rule
 * is listed above both, with where it is, so the operator sees it before asking to save.
 */
export function ObjectField({ field, label, value, onChange, onValidityChange, error, children, testId }: Props) {
  const t = useTranslations("forms.json");
  const tp = useTranslations("customers.pricing");
  const tc = useTranslations("customers");
  // Where a broken rule sits, in the operator's words: "COP/USDC › Spread (basis points)", not "spreadBps".
  const labelOf = (key: string): string | undefined => {
    if (field === "strategiesByPair" && (STRATEGY_FIELDS as readonly string[]).includes(key)) {
      return tc(`strategies.fields.${key as (typeof STRATEGY_FIELDS)[number]}`);
    }
    if (field === "availableProducts" && (PRODUCTS as readonly string[]).includes(key)) {
      return tc(`products.names.${key as (typeof PRODUCTS)[number]}`);
    }
    return undefined;
  };
  const errorText = useErrorText();
  // The contract's English messages, in the operator's language.
  const issues = pricingIssues(field, value).map((i) => ({ ...i, message: errorText(i) ?? i.message }));
  return (
    <section className="grid min-w-0 gap-2" data-testid={testId} aria-label={label}>
      <h2 className="text-sm font-semibold">{label}</h2>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div aria-live="polite" data-testid={`${testId}-issues`}>
        {issues.length > 0 ? (
          <div className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-xs">
            <p className="font-medium text-destructive">{tp("issues", { count: issues.length })}</p>
            <ul className="mt-1 grid gap-0.5">
              {issues.map((issue) => (
                <li key={`${issue.path.join("/")}:${issue.message}`} className="break-words">
                  {issue.path.length > 0 ? (
                    <span className="font-medium">{issuePathText(issue.path, labelOf)}: </span>
                  ) : null}
                  {issue.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <Tabs defaultValue="structured">
        <TabsList>
          <TabsTrigger value="structured">{t("structured")}</TabsTrigger>
          <TabsTrigger value="raw">{t("raw")}</TabsTrigger>
        </TabsList>
        <TabsContent value="structured" className="min-w-0 pt-2">
          {children}
        </TabsContent>
        <TabsContent value="raw" className="pt-2">
          <JsonEditor label={label} value={value} onChange={onChange} onValidityChange={onValidityChange} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
