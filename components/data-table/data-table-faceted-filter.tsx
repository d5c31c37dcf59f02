"use client";

import { Command } from "cmdk";
import { CheckIcon, ChevronsUpDownIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

export type FacetOption = { value: string; label: string; count?: number; icon?: ReactNode };
export type FacetGroup = { heading: string; options: readonly FacetOption[] };

export type DataTableFacetedFilterProps = {
  title: string;
  groups: readonly FacetGroup[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Formats a count for display (locale-aware thousands separators). */
  formatCount?: (count: number) => string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Rendered as the trigger's content when a value is chosen (e.g. a coloured badge). */
  renderValue?: (value: string) => ReactNode;
};

/**
 * Single-choice facet picker (the API filters by one value) with type-to-search, grouped
 * options and a count beside each. Can be opened from outside (the lifecycle strip does).
 */
export function DataTableFacetedFilter({
  title,
  groups,
  value,
  onChange,
  formatCount = String,
  open: openProp,
  onOpenChange,
  renderValue,
}: DataTableFacetedFilterProps) {
  const t = useTranslations("dataTable");
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = onOpenChange ?? setOpenState;
  return (
    <div className="flex items-center">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            className={cn("justify-between gap-2", value && "rounded-r-none border-r-0")}
          >
            <span className="text-muted-foreground">{title}</span>
            {value ? (renderValue?.(value) ?? <span className="font-mono text-xs">{value}</span>) : null}
            <ChevronsUpDownIcon aria-hidden className="opacity-60" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-80 p-0">
          <Command label={title} className="flex max-h-[60dvh] flex-col">
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
                      keywords={[option.label]}
                      onSelect={() => {
                        onChange(option.value === value ? null : option.value);
                        setOpen(false);
                      }}
                      className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[selected=true]:bg-accent"
                    >
                      <CheckIcon
                        aria-hidden
                        className={cn("size-4", option.value === value ? "opacity-100" : "opacity-0")}
                      />
                      {option.icon}
                      <span className="flex-1 truncate">{option.label}</span>
                      {option.count === undefined ? null : (
                        <span
                          className="font-mono text-xs tabular-nums text-muted-foreground"
                          data-testid="facet-count"
                        >
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
      {value ? (
        <Button
          variant="outline"
          size="icon-sm"
          className="h-8 rounded-l-none"
          aria-label={t("clearFilter", { filter: title })}
          onClick={() => onChange(null)}
        >
          <XIcon aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
