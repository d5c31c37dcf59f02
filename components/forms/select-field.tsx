"use client";

import type { ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

interface Props {
  label: ReactNode;
  value: string | undefined;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  required?: boolean;
  placeholder?: string;
  testId?: string;
}

/** A labelled Radix select with the form's inline error. */
export function SelectField({ label, value, onChange, options, error, required, placeholder, testId }: Props) {
  return (
    <FormField label={label} error={error} required={required}>
      <Select value={value ?? ""} onValueChange={onChange}>
        <SelectTrigger data-testid={testId}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
