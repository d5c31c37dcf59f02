import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { inputClasses } from "./input";

export function Textarea({ className, rows = 3, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(inputClasses, "h-auto min-h-16 py-2", className)} {...props} />;
}
