import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * Plain, dense table elements; the data-table kit adds behaviour on top. `scrollLabel` makes the
 * sideways-scrolling wrapper a labelled Tab stop, for a table with nothing focusable inside (a
 * read-only one), so a keyboard can still scroll it (WCAG 2.1.1).
 */
export function Table({ className, scrollLabel, ...props }: ComponentProps<"table"> & { scrollLabel?: string }) {
  return (
    <div
      className="relative w-full overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...(scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {})}
    >
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-muted/60 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<"tfoot">) {
  return <tfoot className={cn("border-t bg-muted/50 font-medium", className)} {...props} />;
}

/**
 * A focused row (a sheet closed with Escape gives it focus back) shows a bar in the ring colour on
 * its start edge over a light tint: a full accent fill took the coloured badges inside it below 4.5:1.
 * The classes are exported for lists that render many rows as plain elements (DataTable's rows).
 */
export const TABLE_ROW_CLASS =
  "border-b transition-colors hover:bg-muted/30 data-[state=selected]:bg-accent focus-visible:bg-muted/30 focus-visible:shadow-[inset_3px_0_0_var(--ring)] focus-visible:outline-none";

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn(TABLE_ROW_CLASS, className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      className={cn(
        "h-9 whitespace-nowrap px-3 text-left align-middle text-xs font-medium text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** A body cell's own classes (exported, as TABLE_ROW_CLASS). */
export const TABLE_CELL_CLASS = "whitespace-nowrap px-3 py-2 align-middle";

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn(TABLE_CELL_CLASS, className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("mt-3 text-sm text-muted-foreground", className)} {...props} />;
}
