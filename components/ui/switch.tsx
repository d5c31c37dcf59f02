import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export type SwitchProps = Omit<ComponentProps<"input">, "type" | "checked" | "onChange" | "value"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: the browser's own checkbox, drawn as a switch and named one (role="switch",
 * which the WAI-ARIA switch pattern allows on a checkbox input). Keyboard, label, disabled state
 * and form value are the platform's, and it works before the page's script has loaded.
 * Controlled: every caller owns the state.
 */
export function Switch({ checked = false, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <input
      type="checkbox"
      role="switch"
      checked={checked}
      // The state a switch role names; the same as the box's own.
      aria-checked={checked}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className={cn(
        "peer relative inline-flex h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full border border-transparent bg-input shadow-xs outline-none transition-colors checked:bg-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50",
        // The knob.
        "before:pointer-events-none before:absolute before:top-px before:left-0 before:size-4 before:rounded-full before:bg-card before:shadow-sm before:transition-transform checked:before:translate-x-4",
        className,
      )}
      {...props}
    />
  );
}
