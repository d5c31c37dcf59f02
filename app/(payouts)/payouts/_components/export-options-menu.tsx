"use client";

import { useTranslations } from "next-intl";
import type { ReactElement } from "react";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export type ExportOptionsMenuProps = {
  /** The split button's right half ("Export options"), drawn by ExportButton. */
  trigger: ReactElement;
  includeFull: boolean;
  onIncludeFullChange: (includeFull: boolean) => void;
  /** The UTF-8 byte order mark setting, remembered in this browser. */
  bom: boolean;
  onBomChange: (bom: boolean) => void;
};

/**
 * The export's options: its button and the "Include full values" choice. ExportButton loads this
 * module on the button's first use and renders it open.
 */
export function ExportOptionsMenu({
  trigger,
  includeFull,
  onIncludeFullChange,
  bom,
  onBomChange,
}: ExportOptionsMenuProps) {
  const t = useTranslations("masking.export");
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuCheckboxItem
          checked={includeFull}
          onCheckedChange={(checked) => onIncludeFullChange(checked === true)}
        >
          {t("includeFull")}
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked={bom} onCheckedChange={(checked) => onBomChange(checked === true)}>
          {t("byteOrderMark")}
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
