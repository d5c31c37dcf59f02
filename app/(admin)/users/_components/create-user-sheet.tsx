"use client";

import { UserPlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { LeaveDialog } from "@/components/forms/unsaved-changes-guard";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { CreateUserForm } from "./create-user-form";

/**
 * The create form in a side sheet; closing it with unsaved input asks first. An operator
 * without users:create sees the button disabled with the reason beside it (the action
 * still checks, and the API still refuses).
 */
export function CreateUserSheet({ deniedReason }: { deniedReason?: string }) {
  const t = useTranslations("users.create");
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const reasonId = useId();
  if (deniedReason) {
    return (
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <Button disabled aria-describedby={reasonId}>
          <UserPlusIcon aria-hidden /> {t("open")}
        </Button>
        <p
          id={reasonId}
          data-testid="create-user-denied"
          className="max-w-64 text-xs text-muted-foreground sm:text-right"
        >
          {deniedReason}
        </p>
      </div>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlusIcon aria-hidden /> {t("open")}
      </Button>
      <Sheet
        open={open}
        onOpenChange={(next) => {
          // Closing with unsaved input asks first, in the app's own dialog.
          if (!next && dirty) return setConfirmingDiscard(true);
          setOpen(next);
          if (!next) setDirty(false);
        }}
      >
        <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
          <SheetHeader>
            <SheetTitle>{t("title")}</SheetTitle>
            <SheetDescription>{t("description")}</SheetDescription>
          </SheetHeader>
          <div className="px-4 pb-6">
            <CreateUserForm onDirtyChange={setDirty} />
          </div>
        </SheetContent>
      </Sheet>
      <LeaveDialog
        open={confirmingDiscard}
        title={t("discard")}
        onStay={() => setConfirmingDiscard(false)}
        onLeave={() => {
          setConfirmingDiscard(false);
          setOpen(false);
          setDirty(false);
        }}
      />
    </>
  );
}
