"use client";

import { type ReactNode, useId } from "react";
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
  // FormField hands its id to its direct child, here the Radix root, which renders nothing:
  // the trigger takes the same id so the label names the button (axe: button-name).
  const id = useId();
  return (
    <FormField id={id} label={label} error={error} required={required}>
      <Select value={value ?? ""} onValueChange={onChange}>
        <SelectTrigger id={id} aria-invalid={error ? true : undefined} data-testid={testId}>
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
