"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

/** Sonner follows the resolved theme so toasts are not white-on-dark. */
export function SonnerToaster() {
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
