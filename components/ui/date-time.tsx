"use client";

import { useFormatter } from "next-intl";
import { formatDateTime, formatIsoInZone } from "@/lib/i18n/format";
import { Tooltip } from "./tooltip";
import { useClock } from "./use-clock";
import { useDisplayTimeZone, useFormatLocale } from "./use-format-locale";

export type DateTimeProps = {
  value: string | Date;
  relative?: boolean;
  /** Make the time a tab stop so keyboard users can reach the exact time (off in dense tables). */
  focusable?: boolean;
  className?: string;
};

const MINUTE_MS = 60_000;

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A time in the operator's zone (next-intl's, the same on the server and in the browser), named:
 * "Nov 25, 2026, 7:51 AM COT"; `relative` shows "5 minutes ago" and keeps it current. The ISO
 * time with its offset ("2026-11-25T07:51:00-05:00") is one hover or focus away.
 */
export function DateTime({ value, relative = false, focusable = false, className }: DateTimeProps) {
  const locale = useFormatLocale();
  const format = useFormatter();
  const timeZone = useDisplayTimeZone();
  const now = useClock(relative ? MINUTE_MS : undefined);
  const date = toDate(value);
  if (!date) return <span className={className}>{String(value)}</span>;
  const iso = formatIsoInZone(date, timeZone);
  const exact = formatDateTime(date, locale, { timeZone });
  const text = relative ? format.relativeTime(date, now) : exact;
  return (
    <Tooltip
      content={
        relative ? (
          <span className="flex flex-col">
            <span>{exact}</span>
            <span className="font-mono">{iso}</span>
          </span>
        ) : (
          <span className="font-mono">{iso}</span>
        )
      }
    >
      {/* Server and browser clocks differ by a few seconds; the relative text may legitimately change. */}
      <time dateTime={iso} className={className} tabIndex={focusable ? 0 : undefined} suppressHydrationWarning>
        {text}
      </time>
    </Tooltip>
  );
}
