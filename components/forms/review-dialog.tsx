"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

interface Props {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The summary of what will change (a DiffView, added/removed lists…). */
  children: ReactNode;
  title?: string;
  /** Said before the click: sent now or held for approval (components/approvals/hold-notice.tsx). */
  notice?: ReactNode;
}

/** "Here is what will change" before an edit is sent; confirm is disabled while it is in flight. */
export function ReviewDialog({ open, pending, onCancel, onConfirm, children, title, notice }: Props) {
  const t = useTranslations("forms.review");
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title ?? t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {children}
        {notice}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t("back")}
          </Button>
          <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? t("saving") : t("confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
