"use client";

import { type ReactNode, useState } from "react";
import { useStepAside } from "@/components/auth/step-aside";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the action does and to what, named. */
  description: string;
  /** More to read before deciding (what happens after). */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Runs on confirm; the button stays disabled until it settles, so one click sends one request. */
  onConfirm: () => Promise<void>;
};

/**
 * The confirmation before a destructive action (ending a session, deleting a webhook, pausing
 * its delivery): an alertdialog that names what stops, Cancel first, the destructive button
 * last. While the action runs, neither button nor Escape can close it half-way.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // While its action waits on "Confirm it's you", only that dialog shows.
  const aside = useStepAside(busy);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open && !aside} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
