"use client";

import { ListChecksIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useLazyPopup } from "@/components/ui/use-lazy-popup";
import type { BulkLookupResult } from "./bulk-lookup-dialog";

const loadDialog = () => import("./bulk-lookup-dialog");
// The dialog (textarea, parser, lookup loop, Radix dialog) loads on first use, not with the list.
const BulkLookupDialog = dynamic(() => import("./bulk-lookup-dialog").then((m) => m.BulkLookupDialog), {
  loading: () => null,
});

/** "Bulk lookup": the button is part of the page; the dialog is fetched when hovered, focused or opened. */
export function BulkLookupButton({ onResult }: { onResult: (result: BulkLookupResult) => void }) {
  const t = useTranslations("payouts.lookup");
  const dialog = useLazyPopup(loadDialog);
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" {...dialog.triggerProps}>
        <ListChecksIcon aria-hidden />
        {t("button")}
      </Button>
      {/* Mounted while open only: each lookup starts from an empty list. */}
      {dialog.open ? <BulkLookupDialog onResult={onResult} onClose={() => dialog.setOpen(false)} /> : null}
    </>
  );
}
