"use client";

import { useNow, useTimeZone } from "next-intl";
import { formatDateTime, formatRelative } from "@/lib/i18n/format";
import { Tooltip } from "./tooltip";
import { useFormatLocale } from "./use-format-locale";

export type DateTimeProps = {
  value: string | Date;
  relative?: boolean;
  /** Make the time a tab stop so keyboard users can reach the exact time (off in dense tables). */
  focusable?: boolean;
  className?: string;
};

const MINUTE_MS = 60_000;

/**
 * A time in the operator's language and zone; `relative` shows "5 minutes ago" and keeps it
 * current. The exact UTC ISO time is always one hover or focus away.
 */
export function DateTime({ value, relative = false, focusable = false, className }: DateTimeProps) {
  const locale = useFormatLocale();
  const timeZone = useTimeZone();
  const now = useNow({ updateInterval: relative ? MINUTE_MS : undefined });
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return <span className={className}>{String(value)}</span>;
  const iso = date.toISOString();
  const text = relative ? formatRelative(date, locale, now) : formatDateTime(date, locale, { timeZone });
  return (
    <Tooltip content={iso}>
      {/* Server and browser clocks differ by a few seconds; the relative text may legitimately change. */}
      <time dateTime={iso} className={className} tabIndex={focusable ? 0 : undefined} suppressHydrationWarning>
        {text}
      </time>
    </Tooltip>
  );
}
