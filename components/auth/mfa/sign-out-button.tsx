"use client";

import { LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Ends the half-finished sign-in (the stored session goes) and returns to the password form. */
export function SignOutButton() {
  const t = useTranslations("mfa");
  const [busy, setBusy] = useState(false);
  async function signOutNow() {
    setBusy(true);
    const { signOut } = await import("next-auth/react");
    await signOut({ callbackUrl: "/login" });
  }
  return (
    <Button type="button" variant="ghost" size="sm" onClick={signOutNow} disabled={busy}>
      <LogOutIcon aria-hidden />
      {t("signOut")}
    </Button>
  );
}
