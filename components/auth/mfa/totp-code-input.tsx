"use client";

import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/**
 * A one-time code box: the browser and password managers offer the code (autocomplete
 * "one-time-code"), phones show the digit pad, and a pasted code with spaces is accepted (the
 * server ignores spaces and dashes).
 */
export function TotpCodeInput(props: Omit<ComponentProps<typeof Input>, "type" | "autoComplete" | "inputMode">) {
  return (
    <Input
      type="text"
      autoComplete="one-time-code"
      inputMode="numeric"
      spellCheck={false}
      maxLength={9}
      className="font-mono tracking-widest"
      {...props}
    />
  );
}

/** What the server is sent: digits and letters only (a pasted "123 456" is "123456"). */
export const cleanCode = (value: string) => value.replace(/[\s-]/g, "");
