"use client";

import { type Column, FlexRender, type ReactTable, type Row, type RowData } from "@tanstack/react-table";
import { type KeyboardEvent, memo, type ReactElement, type ReactNode, useEffect, useRef, useState } from "react";
import {
  TABLE_CELL_CLASS,
  TABLE_ROW_CLASS,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { type DataTableColumnMeta, type DataTableFeatures, HIDE_BELOW } from "./features";
import { revealsCells, useHiddenBreakpoints } from "./use-hidden-breakpoints";

export type DataTableProps<TData extends RowData> = {
  table: ReactTable<DataTableFeatures, TData>;
  /** Accessible name of the grid, e.g. "Payouts". */
  label: string;
  /** Opens a row (click or Enter); rows become focusable when given. */
  onRowOpen?: (row: Row<DataTableFeatures, TData>) => void;
  /** Accessible name of one row's open action, e.g. "Open payout po_123". */
  rowLabel?: (row: Row<DataTableFeatures, TData>) => string;
  /**
   * The row's own page. The whole row is then also a plain link to it: a click before the
   * page's JavaScript has loaded goes there, a Ctrl/Cmd-click opens it in a new tab, and an
   * ordinary click after loading is left to onRowOpen (a side sheet).
   */
  rowHref?: (row: Row<DataTableFeatures, TData>) => string;
  /** A newer page is loading while these rows stay visible. */
  isFetching?: boolean;
  empty?: ReactNode;
  className?: string;
};

type RowsProps<TData extends RowData> = Pick<DataTableProps<TData>, "onRowOpen" | "rowLabel" | "rowHref" | "empty"> & {
  rows: Row<DataTableFeatures, TData>[];
  /** The visible column ids (marked when chosen in the view menu), joined: a change of visibility re-renders rows whose data did not change. */
  columns: string;
  /** Not read here: new column definitions (another language) re-render the rows too. */
  definitions: unknown;
  /** The breakpoints the window is narrower than (useHiddenBreakpoints): cells CSS hides stay empty. */
  hiddenBelow: string;
};

/**
 * A pinned column (the one that identifies a row) stays at the left edge while the rest scrolls
 * sideways under it, so a row is never cut off from its id and the scroll is visible.
 */
const PINNED_CELL = "sticky left-0 z-[1] bg-card shadow-[1px_0_0_var(--color-border)]";
const PINNED_HEAD = "sticky left-0 z-[11] bg-muted shadow-[1px_0_0_var(--color-border)]";

/** A column's own classes, and its `hideBelow` class while the operator has not chosen otherwise. */
const columnClass = (meta: DataTableColumnMeta | undefined, chosen: boolean) =>
  cn(meta?.className, meta?.hideBelow && !chosen && HIDE_BELOW[meta.hideBelow]);

const cellClass = (meta: DataTableColumnMeta | undefined, chosen: boolean) =>
  cn(columnClass(meta, chosen), meta?.cellClassName, meta?.pinned && PINNED_CELL);

/**
 * The rows follow the grid pattern: the table is one Tab stop (the row last used, else the
 * first), arrows move between rows, Home and End go to the first and last, Enter or Space
 * opens. Which row holds the Tab stop is set on the elements directly, so moving does not
 * re-render any row.
 */
function moveTabStop(to: HTMLElement) {
  const body = to.parentElement;
  if (body) for (const row of body.children) if (row instanceof HTMLElement && row !== to) row.tabIndex = -1;
  to.tabIndex = 0;
  to.focus();
}

function onRowKeyDown<TData extends RowData>(
  event: KeyboardEvent<HTMLTableRowElement>,
  row: Row<DataTableFeatures, TData>,
  onRowOpen: ((row: Row<DataTableFeatures, TData>) => void) | undefined,
) {
  if (event.target !== event.currentTarget) return;
  const current = event.currentTarget;
  const siblings = current.parentElement?.children;
  const target = {
    ArrowDown: current.nextElementSibling,
    ArrowUp: current.previousElementSibling,
    Home: siblings?.[0],
    End: siblings?.[siblings.length - 1],
  }[event.key as "ArrowDown" | "ArrowUp" | "Home" | "End"];
  if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    onRowOpen?.(row);
  } else if (target !== undefined) {
    event.preventDefault();
    if (target instanceof HTMLElement) moveTabStop(target);
  }
}

/**
 * A link stretched over its row (its ::after covers the row, which is `relative`; it sits in
 * the last cell, never in the sticky first one, whose own positioning would contain it). Out of
 * the Tab order: the row itself is the keyboard's Tab stop.
 */
function RowLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      tabIndex={-1}
      className="after:absolute after:inset-0 after:z-[2]"
      onClick={(event) => {
        // An ordinary click is the row's (the side sheet); with a modifier the browser opens the page.
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
          event.preventDefault();
      }}
    >
      <span className="sr-only">{label}</span>
    </a>
  );
}

/** The rows' props equal, but for a width that only hides more cells (revealsCells). */
function sameRows<TData extends RowData>(before: RowsProps<TData>, after: RowsProps<TData>): boolean {
  for (const key of Object.keys(after) as (keyof RowsProps<TData>)[])
    if (key !== "hiddenBelow" && !Object.is(before[key], after[key])) return false;
  return !revealsCells(before.hiddenBelow, after.hiddenBelow);
}

/**
 * The body rows, memoised: the screen around a table re-renders often while its rows stay the
 * same (a filter picked before its rows arrive, the URL synced into the router, "fetching"
 * shown), and rendering every row again each time was most of what those renders cost.
 */
const DataTableRows = memo(function DataTableRows<TData extends RowData>({
  rows,
  columns,
  onRowOpen,
  rowLabel,
  rowHref,
  empty,
  hiddenBelow,
}: RowsProps<TData>) {
  if (rows.length === 0) {
    return (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={columns.split(",").length} className="h-32 text-center text-muted-foreground">
          {empty}
        </TableCell>
      </TableRow>
    );
  }
  const chosen = columns.split(",").filter((id) => id.endsWith("!"));
  const narrower = hiddenBelow.split(",");
  // A column's cell classes, and whether CSS hides its cells at this width, are the same in
  // every row: worked out once per column, not once per cell. The rows and cells are plain
  // elements with these classes (TableRow's and TableCell's, merged here once): a page of rows
  // is some 250 cells, and a component with its own class merge for each was work in every pick.
  const perColumn = new Map<string, { className: string; hidden: boolean }>();
  const columnOf = (column: Column<DataTableFeatures, TData>) => {
    let found = perColumn.get(column.id);
    if (found === undefined) {
      const meta = column.columnDef.meta;
      const isChosen = chosen.includes(`${column.id}!`);
      found = {
        className: cn(TABLE_CELL_CLASS, cellClass(meta, isChosen)),
        hidden: !isChosen && meta?.hideBelow !== undefined && narrower.includes(meta.hideBelow),
      };
      perColumn.set(column.id, found);
    }
    return found;
  };
  const rowClass = cn(TABLE_ROW_CLASS, onRowOpen && "cursor-pointer", rowHref && "relative");
  return rows.map((row, index) => (
    <tr
      key={row.id}
      data-row-id={row.id}
      tabIndex={onRowOpen ? (index === 0 ? 0 : -1) : undefined}
      onFocus={
        onRowOpen ? (event) => event.target === event.currentTarget && moveTabStop(event.currentTarget) : undefined
      }
      aria-label={rowLabel?.(row)}
      className={rowClass}
      // With a modifier the row's link opens the page in a new tab; the sheet stays closed.
      onClick={onRowOpen ? (event) => event.metaKey || event.ctrlKey || event.shiftKey || onRowOpen(row) : undefined}
      onKeyDown={onRowOpen ? (event) => onRowKeyDown(event, row, onRowOpen) : undefined}
    >
      {row.getVisibleCells().map((cell, cellIndex, cells) => (
        <td key={cell.id} className={columnOf(cell.column).className}>
          {/* The static FlexRender: useTable hands out a new table object on every render. A
              cell hidden at this width is left empty: it is built when the window widens. */}
          {columnOf(cell.column).hidden ? null : <FlexRender cell={cell} />}
          {rowHref && cellIndex === cells.length - 1 ? (
            <RowLink href={rowHref(row)} label={rowLabel?.(row) ?? rowHref(row)} />
          ) : null}
        </td>
      ))}
    </tr>
  ));
}, sameRows) as <TData extends RowData>(props: RowsProps<TData>) => ReactElement;

/**
 * How long a load may take before the rows dim and the progress line shows. Most answers come
 * sooner: the rows then change once, without a flash of "loading" (and without restyling and
 * repainting the table twice for it).
 */
const SLOW_LOAD_MS = 150;

/** Whether `busy` has been true for SLOW_LOAD_MS without a break. */
function useSlowLoad(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return busy && slow;
}

/**
 * The table itself: sticky header inside its own scroll area, keyboard-openable rows, and a
 * thin progress line instead of a spinner so previous rows stay readable while the next load.
 * Give it stable `onRowOpen` and `rowLabel` (useCallback) so the rows can skip re-renders.
 */
export function DataTable<TData extends RowData>({
  table,
  label,
  onRowOpen,
  rowLabel,
  rowHref,
  isFetching = false,
  empty,
  className,
}: DataTableProps<TData>) {
  const rows = table.getRowModel().rows;
  const body = useRef<HTMLTableSectionElement>(null);
  const hiddenBelow = useHiddenBreakpoints();
  // aria-busy says so at once; the visible cues wait for a load that is slow enough to notice.
  const slow = useSlowLoad(isFetching);
  // The Tab stop is moved on the elements directly: a new page starts with it on its first row.
  useEffect(() => {
    if (!body.current || !rows) return;
    for (const [index, row] of [...body.current.children].entries())
      if (row instanceof HTMLElement && row.tabIndex >= 0) row.tabIndex = index === 0 ? 0 : -1;
  }, [rows]);
  const visibility = table.store.state.columnVisibility ?? {};
  const columns = table
    .getVisibleLeafColumns()
    .map((column) => (column.id in visibility ? `${column.id}!` : column.id))
    .join(",");

  return (
    <div
      className={cn("relative max-h-[70dvh] overflow-auto rounded-lg border bg-card", className)}
      aria-busy={isFetching}
      // Without openable rows nothing inside takes focus: the scroll area itself does, so a
      // keyboard can scroll it (axe: scrollable-region-focusable).
      {...(onRowOpen ? {} : { tabIndex: 0, role: "region", "aria-label": label })}
    >
      {/* Shown only while a load is slow (SLOW_LOAD_MS), and without transitions: an animation
          running on the page (an invisible pulse, a fading body) makes the browser restyle and
          repaint every frame, time taken from rendering the rows that are on their way. */}
      {slow ? (
        <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 z-20 h-0.5 overflow-hidden">
          <div className="h-full w-full animate-pulse bg-primary" />
        </div>
      ) : null}
      <table aria-label={label} className="w-full caption-bottom border-collapse text-sm">
        <TableHeader className="sticky top-0 z-10 bg-muted shadow-[0_1px_0_var(--color-border)]">
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  scope="col"
                  className={cn(
                    columnClass(header.column.columnDef.meta, header.column.id in visibility),
                    header.column.columnDef.meta?.pinned && PINNED_HEAD,
                  )}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody ref={body} className={slow ? "opacity-70" : undefined}>
          <DataTableRows
            rows={rows}
            columns={columns}
            definitions={table.options.columns}
            onRowOpen={onRowOpen}
            rowLabel={rowLabel}
            rowHref={rowHref}
            hiddenBelow={hiddenBelow}
            // Only read without rows: a changed empty text ("no matches" once a filter is set) must not re-render rows.
            empty={rows.length === 0 ? empty : null}
          />
        </TableBody>
      </table>
    </div>
  );
}
