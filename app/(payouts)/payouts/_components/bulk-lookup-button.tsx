"use client";

import { ListChecksIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy-component";
import type { BulkLookupResult } from "./bulk-lookup-dialog";

const loadDialog = () => import("./bulk-lookup-dialog");
// The dialog (textarea, parser, lookup loop, Radix dialog) loads on first use, not with the list.
const BulkLookupDialog = lazyComponent(() => loadDialog().then((m) => m.BulkLookupDialog));

/** "Bulk lookup": the button is part of the page; the dialog is fetched when hovered, focused or opened. */
export function BulkLookupButton({ onResult }: { onResult: (result: BulkLookupResult) => void }) {
  const t = useTranslations("payouts.lookup");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <ListChecksIcon aria-hidden />
        {t("button")}
      </Button>
      {open ? <BulkLookupDialog onResult={onResult} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
