"use client";

import { type ComponentProps, useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { formatCopDigits, parseCopAmount } from "./amount-in-words";

type Props = Omit<ComponentProps<"input">, "value" | "onChange"> & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

/**
 * Pesos typed with Colombian thousands separators ("1.500.000"). The form holds the number;
 * the text is regrouped as the operator types whole pesos, and left alone when it holds a
 * comma or junk so the schema's message explains what is wrong.
 */
export function AmountInput({ value, onChange, ...props }: Props) {
  const [text, setText] = useState(() => (value === undefined ? "" : formatCopDigits(value)));

  // The form was reset from outside (a new recharge): show its value.
  useEffect(() => {
    const shown = parseCopAmount(text);
    if (value === undefined && shown !== undefined && !Number.isNaN(shown)) setText("");
    else if (value !== undefined && shown !== value && !Number.isNaN(value)) setText(formatCopDigits(value));
  }, [value, text]);

  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        const parsed = parseCopAmount(raw);
        const whole = parsed !== undefined && Number.isSafeInteger(parsed) && !raw.includes(",");
        setText(whole ? formatCopDigits(parsed) : raw);
        onChange(parsed);
      }}
    />
  );
}
