/**
 * A time in status as ops staff say it: "10 d", "5 h", "12 min". Whole units, rounded down (a
 * payout 47 h 59 min in a status is "1 d", never "2 d"), so the number never overstates a wait.
 * Client-safe: the list, the sheet and the page use it alike.
 */
export type AgeUnit = "days" | "hours" | "minutes" | "lessThanMinute";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function ageParts(ms: number): { unit: AgeUnit; count: number } {
  if (ms >= 2 * DAY) return { unit: "days", count: Math.floor(ms / DAY) };
  if (ms >= HOUR) return { unit: "hours", count: Math.floor(ms / HOUR) };
  if (ms >= MINUTE) return { unit: "minutes", count: Math.floor(ms / MINUTE) };
  return { unit: "lessThanMinute", count: 0 };
}
