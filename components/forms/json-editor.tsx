"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { formatJson, parseJsonObject } from "./json-object";

export interface JsonEditorProps {
  value: Record<string, unknown>;
  /** Called only with a valid JSON object; invalid text stays local to the editor. */
  onChange: (value: Record<string, unknown>) => void;
  /** Reports validity so the form can refuse to submit while the text is broken. */
  onValidityChange?: (valid: boolean) => void;
  label: string;
  rows?: number;
}

/**
 * Raw-JSON mode for objects whose structure the spec leaves open: every valid JSON object
 * is accepted, and the text is validated on every keystroke.
 */
export function JsonEditor({ value, onChange, onValidityChange, label, rows = 12 }: JsonEditorProps) {
  const t = useTranslations("forms.json");
  const id = useId();
  const [text, setText] = useState(() => formatJson(value));
  const [error, setError] = useState<string | null>(null);
  const lastEmitted = useRef(value);

  // Another editor (the structured one) changed the value: show it, unless it is our own echo.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      setText(formatJson(value));
      setError(null);
    }
  }, [value]);

  function handle(next: string) {
    setText(next);
    const parsed = parseJsonObject(next);
    if (parsed.ok) {
      setError(null);
      lastEmitted.current = parsed.value;
      onChange(parsed.value);
      onValidityChange?.(true);
    } else {
      setError(parsed.reason === "syntax" ? t("syntax", { detail: parsed.detail ?? "" }) : t("notObject"));
      onValidityChange?.(false);
    }
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={text}
        rows={rows}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
        onChange={(e) => handle(e.target.value)}
        className={cn("font-mono text-xs")}
      />
      <p
        id={`${id}-status`}
        role="status"
        className={cn("text-xs", error ? "text-destructive" : "text-muted-foreground")}
      >
        {error ?? t("valid")}
      </p>
    </div>
  );
}
