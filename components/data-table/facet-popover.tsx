"use client";

import { Command } from "cmdk";
import { CheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type ReactElement, useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import type { FacetGroup } from "./features";

export type FacetPopoverProps = {
  /** The filter's button, drawn by DataTableFacetedFilter. */
  trigger: ReactElement;
  title: string;
  groups: readonly FacetGroup[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** One value only: a pick closes the list. */
  closeOnPick: boolean;
  formatCount: (count: number) => string;
};

/**
 * The faceted filter's button and list (Radix Popover + cmdk type-to-search). DataTableFacetedFilter
 * loads this module on the button's first use and renders it open.
 */
export function FacetPopover({
  trigger,
  title,
  groups,
  selected,
  onToggle,
  closeOnPick,
  formatCount,
}: FacetPopoverProps) {
  const [open, setOpen] = useState(true);
  const t = useTranslations("dataTable");
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-0">
        {/* Never taller than the room Radix measured on the side it opens to: the search box stays on screen. */}
        <Command
          label={title}
          className="flex max-h-[min(60dvh,calc(var(--radix-popover-content-available-height)-8px))] flex-col"
        >
          <Command.Input
            placeholder={t("search")}
            aria-label={t("search")}
            className="h-9 border-b bg-transparent px-3 text-sm outline-none"
          />
          <Command.List className="overflow-y-auto p-1">
            <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
              {t("noMatches")}
            </Command.Empty>
            {groups.map((group) => (
              <Command.Group
                key={group.heading}
                heading={group.heading}
                className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
              >
                {group.options.map((option) => (
                  <Command.Item
                    key={option.value}
                    value={option.value}
                    keywords={option.hint ? [option.label, option.hint] : [option.label]}
                    onSelect={() => {
                      onToggle(option.value);
                      if (closeOnPick) setOpen(false);
                    }}
                    className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[selected=true]:bg-accent"
                  >
                    <CheckIcon
                      aria-hidden
                      className={cn("size-4", selected.includes(option.value) ? "opacity-100" : "opacity-0")}
                    />
                    {option.icon}
                    <span className="min-w-0 flex-1 truncate">
                      {option.label}
                      {/* A space of its own: the option's name reads "FAILED Failed", not "FAILEDFailed". */}
                      {option.hint ? " " : null}
                      {option.hint ? <span className="ml-1 text-xs text-muted-foreground">{option.hint}</span> : null}
                    </span>
                    {option.count === undefined ? null : (
                      <span className="font-mono text-xs tabular-nums text-muted-foreground" data-testid="facet-count">
                        {formatCount(option.count)}
                      </span>
                    )}
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
