"use client";

import { ListChecksIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import type { BulkLookupResult } from "./bulk-lookup-dialog";

const loadDialog = () => import("./bulk-lookup-dialog");
// The dialog (textarea, parser, lookup loop, Radix dialog) loads on the button's first use, not with the list.
const BulkLookupDialog = dynamic(() => import("./bulk-lookup-dialog").then((m) => m.BulkLookupDialog));

/** "Bulk lookup": the button is part of the page; the dialog is fetched when hovered, focused or first used. */
export function BulkLookupButton({ onResult }: { onResult: (result: BulkLookupResult) => void }) {
  const t = useTranslations("payouts.lookup");
  const button = (standIn: StandInProps) => (
    <Button variant="outline" size="sm" aria-haspopup="dialog" {...standIn}>
      <ListChecksIcon aria-hidden />
      {t("button")}
    </Button>
  );
  return (
    <OnFirstUse trigger={button} prefetch={loadDialog}>
      <BulkLookupDialog onResult={onResult} trigger={button({})} />
    </OnFirstUse>
  );
}
