/** IANA names are letters, digits, "_", "-", "+" and "/" ("America/Argentina/Buenos_Aires", "Etc/GMT+5"). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The runtime's canonical spelling of an IANA zone ("america/bogota" → "America/Bogota"), or null
 * when the runtime does not know it. Everything stored or put in a cookie goes through here, so a
 * tampered value can never reach Intl.DateTimeFormat and break a page's formatting.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || !ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

let choices: readonly string[] | undefined;

/** Every zone the runtime offers, sorted, with UTC (which supportedValuesOf leaves out) first. */
export function timeZoneChoices(): readonly string[] {
  if (!choices) {
    const zones = Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC");
    choices = ["UTC", ...zones.sort()];
  }
  return choices;
}
