"use client";

import { SearchIcon, XIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export type DataTableTextFilterProps = {
  label: string;
  placeholder: string;
  clearLabel: string;
  value: string | null;
  /** `date` gives the browser's date picker (values as YYYY-MM-DD). */
  type?: "text" | "date";
  onCommit: (value: string | null) => void;
};

/**
 * A text filter. Text APIs match whole values (ids), not prefixes, so it applies on Enter or
 * when focus leaves, not on every keystroke: half-typed ids would only produce empty pages.
 */
export function DataTableTextFilter({
  label,
  placeholder,
  clearLabel,
  value,
  type = "text",
  onCommit,
}: DataTableTextFilterProps) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? "");
  // Back/forward and the clear button change the URL: mirror it in the box.
  useEffect(() => setDraft(value ?? ""), [value]);

  const commit = () => {
    const next = draft.trim() === "" ? null : draft.trim();
    if (next !== value) onCommit(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };

  return (
    // On a phone the box takes the row's room but never less than 10rem: beside a wide status
    // button it wraps to the next line instead of shrinking to its icon (labels stay one line).
    <search className="flex min-w-0 flex-col gap-1 max-sm:min-w-40 max-sm:flex-1">
      <form onSubmit={onSubmit} className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
          {label}
        </label>
        <div className="relative">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-2 size-3.5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={id}
            type={type}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            placeholder={placeholder}
            spellCheck={false}
            autoComplete="off"
            className={
              type === "date" ? "h-8 w-40 pr-8 pl-7 text-xs" : "h-8 w-full pr-8 pl-7 font-mono text-xs sm:w-56"
            }
          />
          {draft ? (
            <Button
              variant="ghost"
              size="icon-sm"
              className="absolute top-1/2 right-0.5 size-6 -translate-y-1/2"
              aria-label={clearLabel}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setDraft("");
                onCommit(null);
              }}
            >
              <XIcon aria-hidden />
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
