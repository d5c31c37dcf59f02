"use client";

import { ChevronsUpDownIcon, XIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import { cn } from "@/lib/utils";
import type { FacetGroup, FacetOption } from "./features";

export type { FacetGroup, FacetOption } from "./features";

const loadPopover = () => import("./facet-popover");
// Popover, cmdk and the positioning engine load with the first use, not with the table.
const FacetPopover = dynamic(() => import("./facet-popover").then((m) => m.FacetPopover));

type Single = { multiple?: false; value: string | null; onChange: (value: string | null) => void };
type Multiple = { multiple: true; value: readonly string[] | null; onChange: (value: string[] | null) => void };

export type DataTableFacetedFilterProps = (Single | Multiple) & {
  title: string;
  groups: readonly FacetGroup[];
  /** Formats a count for display (locale-aware thousands separators). */
  formatCount?: (count: number) => string;
  /** Rendered as the trigger's content when a value is chosen (e.g. a coloured badge). */
  renderValue?: (value: string) => ReactNode;
};

/** Accepts flat options or groups, as column meta may give either. */
export function toFacetGroups(options: readonly FacetOption[] | readonly FacetGroup[]): readonly FacetGroup[] {
  const first = options[0];
  return first && "heading" in first
    ? (options as readonly FacetGroup[])
    : [{ heading: "", options: options as readonly FacetOption[] }];
}

/**
 * Facet picker with type-to-search, grouped options and a count beside each: one value, or
 * several with `multiple` (only where the API filters by several).
 */
export function DataTableFacetedFilter(props: DataTableFacetedFilterProps) {
  const { title, groups, formatCount = String, renderValue } = props;
  const t = useTranslations("dataTable");
  const selected: readonly string[] = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const toggle = (value: string) => {
    if (props.multiple) {
      const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
      props.onChange(next.length > 0 ? next : null);
    } else {
      props.onChange(value === props.value ? null : value);
    }
  };
  const button = (standIn: StandInProps) => (
    <Button
      variant="outline"
      size="sm"
      className={cn("max-w-full justify-between gap-2", selected.length > 0 && "rounded-r-none border-r-0")}
      aria-haspopup="dialog"
      {...standIn}
    >
      <span className="text-muted-foreground">{title}</span>
      {selected.length > 2 ? (
        <span className="text-xs tabular-nums">{selected.length}</span>
      ) : (
        selected.map((value) => (
          <span key={value} className="truncate">
            {renderValue?.(value) ?? <span className="font-mono text-xs">{value}</span>}
          </span>
        ))
      )}
      <ChevronsUpDownIcon aria-hidden className="opacity-60" />
    </Button>
  );
  return (
    <div className="flex items-center">
      <OnFirstUse trigger={button} prefetch={loadPopover}>
        <FacetPopover
          trigger={button({})}
          title={title}
          groups={groups}
          selected={selected}
          onToggle={toggle}
          closeOnPick={!props.multiple}
          formatCount={formatCount}
        />
      </OnFirstUse>
      {selected.length > 0 ? (
        <Button
          variant="outline"
          size="icon-sm"
          className="h-8 rounded-l-none"
          aria-label={t("clearFilter", { filter: title })}
          onClick={() => props.onChange(null)}
        >
          <XIcon aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
