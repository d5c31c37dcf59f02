/**
 * Calendar days in a time zone, as instants: the audit log's date filters are days in the
 * operator's zone (the zone its times are shown in), so "from 27 Nov" starts at midnight there,
 * not in UTC. Pure; Intl does the zone arithmetic.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far the zone's wall clock is ahead of UTC at this instant, in ms (negative west of UTC). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - (instant.getTime() - instant.getUTCMilliseconds());
}

/**
 * The instant the day begins in the zone. The offset is read twice, so a day whose offset
 * differs from the previous evening's (a change of daylight saving time) still starts at its own
 * midnight. Throws on a malformed day or an unknown zone: the caller checked both.
 */
export function startOfDayInZone(day: string, timeZone: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const first = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - zoneOffsetMs(new Date(first), timeZone));
}

/** The calendar day after this one ("2026-12-31" → "2027-01-01"). */
export function nextDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1)).toISOString().slice(0, 10);
}
