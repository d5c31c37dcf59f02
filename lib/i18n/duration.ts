/**
 * A length of time in words in the reader's language ("24 hours", "1 hour, 30 minutes",
 * "24 horas"): an approval's expiry and the like read as time, not as "1440 min". Whole days
 * from two days up, hours, then the minutes left over; Intl spells the units, so no catalogue
 * entry is needed. Client-safe.
 */
export function formatMinutes(totalMinutes: number, locale: string): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const unit = (value: number, name: "day" | "hour" | "minute") =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" }).format(value);
  const parts: string[] = [];
  let rest = minutes;
  if (rest >= 2 * 1440 && rest % 1440 === 0) return unit(rest / 1440, "day");
  if (rest >= 60) {
    parts.push(unit(Math.floor(rest / 60), "hour"));
    rest %= 60;
  }
  if (rest > 0 || parts.length === 0) parts.push(unit(rest, "minute"));
  return new Intl.ListFormat(locale, { style: "long", type: "unit" }).format(parts);
}
