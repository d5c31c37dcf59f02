"use client";

import { useFormatter } from "next-intl";
import { type ReactElement, useState } from "react";
import { StatusBadge } from "@/components/payouts/status-badge";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

export type SegmentPopoverProps = {
  /** The segment's button, drawn by the lifecycle strip. */
  trigger: ReactElement;
  statuses: readonly { status: string; count: number }[];
  onPick: (status: string) => void;
  pickTitle: string;
  emptyText: string;
};

/**
 * A lifecycle segment and its quick-pick of statuses. The strip loads this module on the
 * segment's first use and renders it open; a pick closes it.
 */
export function SegmentPopover({ trigger, statuses, onPick, pickTitle, emptyText }: SegmentPopoverProps) {
  const [open, setOpen] = useState(true);
  const format = useFormatter();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-1">
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
