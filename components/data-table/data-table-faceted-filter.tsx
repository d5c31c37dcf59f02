"use client";

import { ChevronsUpDownIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy-component";
import { useLazyPopup } from "@/components/ui/use-lazy-popup";
import { cn } from "@/lib/utils";

export type FacetOption = { value: string; label: string; count?: number; icon?: ReactNode };
export type FacetGroup = { heading: string; options: readonly FacetOption[] };

const loadPopover = () => import("./facet-popover");
// Popover, cmdk and the positioning engine load with the first use, not with the table.
const FacetPopover = lazyComponent(() => loadPopover().then((m) => m.FacetPopover));

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
  const popup = useLazyPopup(loadPopover, openProp, onOpenChange);
  const id = useId();
  return (
    <div className="flex items-center">
      <Button
        variant="outline"
        size="sm"
        className={cn("justify-between gap-2", value && "rounded-r-none border-r-0")}
        aria-haspopup="dialog"
        aria-controls={popup.open ? id : undefined}
        {...popup.triggerProps}
      >
        <span className="text-muted-foreground">{title}</span>
        {value ? (renderValue?.(value) ?? <span className="font-mono text-xs">{value}</span>) : null}
        <ChevronsUpDownIcon aria-hidden className="opacity-60" />
      </Button>
      {popup.mounted ? (
        <FacetPopover
          id={id}
          {...popup.popupProps}
          title={title}
          groups={groups}
          value={value}
          onChange={onChange}
          formatCount={formatCount}
        />
      ) : null}
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
