import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        outline: "border border-input bg-card hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-9 px-3.5",
        sm: "h-8 px-2.5 text-xs",
        lg: "h-10 px-5",
        icon: "size-9",
        "icon-sm": "size-7",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** The button look for any element (a link that should look like a button stays a link). */
export function buttonClassName({
  variant,
  size,
  className,
}: VariantProps<typeof buttonVariants> & { className?: string }) {
  // Merged, so a size's `text-xs` replaces the base `text-sm` instead of racing it in the stylesheet.
  return cn(buttonVariants({ variant, size }), className);
}

/**
 * A real <button>. A link that should look like one keeps being a link: give it
 * `className={buttonClassName({ variant, size })}` (no Slot, so pages whose buttons are all
 * buttons do not ship one).
 */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      // Default to "button" so a button inside a form never submits by accident.
      type={type ?? "button"}
      className={buttonClassName({ variant, size, className })}
      {...props}
    />
  );
}
