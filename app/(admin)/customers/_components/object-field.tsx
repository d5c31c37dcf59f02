"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { JsonEditor } from "@/components/forms/json-editor";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

interface Props {
  label: string;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  onValidityChange: (valid: boolean) => void;
  error?: string;
  /** The structured editor for this object. */
  children: ReactNode;
  testId: string;
}

/** One of the customer's open objects: a structured editor, and the same value as raw JSON. */
export function ObjectField({ label, value, onChange, onValidityChange, error, children, testId }: Props) {
  const t = useTranslations("forms.json");
  return (
    <section className="grid gap-2" data-testid={testId} aria-label={label}>
      <h2 className="text-sm font-semibold">{label}</h2>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Tabs defaultValue="structured">
        <TabsList>
          <TabsTrigger value="structured">{t("structured")}</TabsTrigger>
          <TabsTrigger value="raw">{t("raw")}</TabsTrigger>
        </TabsList>
        <TabsContent value="structured" className="pt-2">
          {children}
        </TabsContent>
        <TabsContent value="raw" className="pt-2">
          <JsonEditor label={label} value={value} onChange={onChange} onValidityChange={onValidityChange} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
