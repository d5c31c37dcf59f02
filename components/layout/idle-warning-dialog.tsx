"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** "0:59", "1:00". */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The idle warning's dialog, counting down to `until` (the client clock's Date.now() of the
 * limit); ./idle-warning.tsx decides when it shows and moves `until` when the server says so.
 */
export function IdleWarningDialog({ until, onStay }: { until: number; onStay(): void }) {
  const t = useTranslations("sessions.idle");
  const [now, setNow] = useState(() => Date.now());
  // The countdown's second hand.
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, []);
  const time = formatCountdown(until - now);
  const stayButton = useRef<HTMLButtonElement>(null);
  const signOut = async () => {
    const { signOut: signOutOfNextAuth } = await import("next-auth/react");
    await signOutOfNextAuth({ callbackUrl: "/login" });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onStay())}>
      <DialogContent
        hideClose
        data-testid="idle-warning"
        // Enter on the focused button keeps the session rather than ending it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stayButton.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("countdown", { time })}</DialogTitle>
          <DialogDescription>{t("explain")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => void signOut()}>
            {t("signOut")}
          </Button>
          <Button ref={stayButton} onClick={onStay}>
            {t("stay")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
