"use client";

import { ChevronDownIcon } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export type ExportOptionsMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's accessible name ("Export options"). */
  label: string;
  /** The menu item ("Include full values"). */
  includeFullLabel: string;
  includeFull: boolean;
  onIncludeFullChange: (includeFull: boolean) => void;
  /** The trigger's classes: the same as the stand-in's that shipped with the list, so nothing moves. */
  className: string;
};

/**
 * The export's options menu (Radix menu and its positioning), loaded on first use by
 * ExportButton: the list ships only a stand-in that looks and reads like this trigger.
 */
export function ExportOptionsMenu({
  open,
  onOpenChange,
  label,
  includeFullLabel,
  includeFull,
  onIncludeFullChange,
  className,
}: ExportOptionsMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger className={className} aria-label={label}>
        <ChevronDownIcon aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuCheckboxItem
          checked={includeFull}
          onCheckedChange={(checked) => onIncludeFullChange(checked === true)}
        >
          {includeFullLabel}
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
