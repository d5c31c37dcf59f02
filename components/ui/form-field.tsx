"use client";

import { Slot } from "radix-ui";
import { type ReactElement, type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

export type FormFieldProps = {
  label: ReactNode;
  /** One control (Input, Textarea, SelectTrigger…); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  /** A react-hook-form `fieldState.error` / `formState.errors.x`, or a plain message. */
  error?: { message?: string } | string | null;
  description?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
};

/**
 * Label, control, help text and inline error, wired for screen readers: the error is linked
 * with aria-describedby and the control is marked aria-invalid, so the API's 400 `arguments`
 * mapped onto a field with `setError` are announced where they belong.
 */
export function FormField({ label, children, error, description, required, id, className }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const message = typeof error === "string" ? error : error?.message;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = message ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <Slot.Root id={controlId} aria-invalid={message ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
