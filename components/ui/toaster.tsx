"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

/**
 * The one Toaster, mounted by the root providers; code shows toasts with `toast` from "sonner".
 * It follows the resolved theme so toasts are not white-on-dark.
 */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      position="bottom-right"
      closeButton
      richColors
      toastOptions={{ classNames: { toast: "text-sm" } }}
    />
  );
}
