"use client";

import { useFormatter } from "next-intl";
import { memo } from "react";
import { formatDateTime, formatIsoInZone } from "@/lib/i18n/format";
import { useClock } from "./use-clock";
import { useDisplayTimeZone, useFormatLocale } from "./use-format-locale";

const MINUTE_MS = 60_000;

/**
 * "3 minutes ago" for dense tables, with the exact time in the operator's zone and its ISO form
 * with offset in the title. A title, not the Radix tooltip DateTime uses: a tooltip per row
 * made every page of rows mount dozens of tooltip roots, and this module stays free of the
 * tooltip's positioning code so a table that only shows relative times does not load it.
 */
export const RelativeTime = memo(function RelativeTime({ value }: { value: string }) {
  const locale = useFormatLocale();
  const format = useFormatter();
  const timeZone = useDisplayTimeZone();
  const now = useClock(MINUTE_MS);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  const iso = formatIsoInZone(date, timeZone);
  return (
    // Server and browser clocks differ by a few seconds; the relative text may legitimately change.
    <time dateTime={iso} title={`${formatDateTime(date, locale, { timeZone })} · ${iso}`} suppressHydrationWarning>
      {format.relativeTime(date, now)}
    </time>
  );
});
