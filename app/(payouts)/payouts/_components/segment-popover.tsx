"use client";

import { useFormatter } from "next-intl";
import { StatusBadge } from "@/components/payouts/status-badge";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import type { LazyPopupProps } from "@/components/ui/use-lazy-popup";

export type SegmentPopoverProps = LazyPopupProps & {
  id: string;
  statuses: readonly { status: string; count: number }[];
  onPick: (status: string) => void;
  pickTitle: string;
  emptyText: string;
};

/** A lifecycle segment's quick-pick of statuses, loaded on first use and anchored to the segment. */
export function SegmentPopover({
  id,
  open,
  setOpen,
  button,
  contentProps,
  statuses,
  onPick,
  pickTitle,
  emptyText,
}: SegmentPopoverProps) {
  const format = useFormatter();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor virtualRef={button} />
      <PopoverContent id={id} align="start" className="w-80 p-1" {...contentProps}>
        <p className="px-2 py-1.5 text-xs font-medium text-muted-foreground">{pickTitle}</p>
        {statuses.length === 0 ? <p className="px-2 py-3 text-sm text-muted-foreground">{emptyText}</p> : null}
        <ul>
          {statuses.map(({ status, count }) => (
            <li key={status}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onPick(status);
                }}
                className="flex w-full items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent"
              >
                <StatusBadge status={status} />
                <span className="font-mono text-xs tabular-nums text-muted-foreground">{format.number(count)}</span>
              </button>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
