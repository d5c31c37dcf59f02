"use client";

import { parseAsInteger, parseAsString, useQueryStates } from "nuqs";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "__all__";

interface Props {
  /** URL search parameter this filter owns. */
  param: string;
  label: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * A select bound to one URL search parameter. Changing it goes back to page 1 and re-renders
 * the server component (shallow: false), so the URL is the one source of the list's state.
 * nuqs's adapter sits with the screens that use it, not in every page's providers.
 */
export function UrlSelectFilter(props: Props) {
  return (
    <NuqsAdapter>
      <UrlSelect {...props} />
    </NuqsAdapter>
  );
}

function UrlSelect({ param, label, allLabel, options }: Props) {
  const id = useId();
  const [state, setState] = useQueryStates(
    { [param]: parseAsString, page: parseAsInteger },
    { shallow: false, history: "push" },
  );
  const value = state[param];
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select
        value={typeof value === "string" && value ? value : ALL}
        onValueChange={(next) => void setState({ [param]: next === ALL ? null : next, page: null })}
      >
        <SelectTrigger id={id} className="w-44" data-testid={`filter-${param}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
