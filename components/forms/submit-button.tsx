"use client";

import { Loader2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

/** A submit button that cannot be pressed twice: disabled, with a spinner, while the action runs. */
export function SubmitButton({
  pending,
  children,
  disabled,
  ...props
}: Omit<ButtonProps, "type"> & { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
      {children}
    </Button>
  );
}
