"use client";

import { formatDateTime, formatIsoInZone } from "@/lib/i18n/format";
import { useDisplayTimeZone, useFormatLocale } from "./use-format-locale";

/**
 * An exact time in the operator's zone, named ("Nov 25, 2026, 7:51:03 AM COT"), with the ISO
 * time with offset and in UTC in its title. For dense lists (the audit log): a plain title, not
 * a tooltip root per row.
 */
export function ZonedTime({ value, className }: { value: string; className?: string }) {
  const locale = useFormatLocale();
  const timeZone = useDisplayTimeZone();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return <span className={className}>{value}</span>;
  const iso = formatIsoInZone(date, timeZone);
  return (
    <time dateTime={iso} title={`${iso} (${date.toISOString()})`} className={className}>
      {formatDateTime(date, locale, { timeZone, withSeconds: true })}
    </time>
  );
}
