import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Filters on the left, table actions (columns, export) on the right; wraps on narrow screens. */
export function DataTableToolbar({
  filters,
  actions,
  className,
}: {
  filters: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-end justify-between gap-2", className)}>
      <div className="flex flex-1 flex-wrap items-end gap-2">{filters}</div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
