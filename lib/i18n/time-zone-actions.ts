"use server";

import { requireOperatorForRequest, UnauthorizedError } from "@/lib/auth/session";
import { InvalidTimeZoneError, setOperatorTimeZone } from "@/lib/db/operator-preferences";
import { getLogger } from "@/lib/log/logger";

export type TimeZoneActionResult =
  | { ok: true; timeZone: string | null }
  | { ok: false; error: "invalid" | "unauthorized" | "failed" };

/**
 * Stores the signed-in operator's time zone (an IANA name), or null to follow the browser's.
 * Scoped to the operator's customer from the session; the value is checked on the server
 * (the client can send anything) and an unknown zone is refused before anything is written.
 * The caller runs `router.refresh()` so every time on screen renders again in the new zone.
 */
export async function setTimeZoneAction(timeZone: string | null): Promise<TimeZoneActionResult> {
  if (timeZone !== null && typeof timeZone !== "string") return { ok: false, error: "invalid" };
  try {
    const operator = await requireOperatorForRequest();
    const saved = await setOperatorTimeZone(operator, operator.email, timeZone);
    return { ok: true, timeZone: saved.timeZone };
  } catch (error) {
    if (error instanceof InvalidTimeZoneError) return { ok: false, error: "invalid" };
    if (error instanceof UnauthorizedError) return { ok: false, error: "unauthorized" };
    getLogger().error({ err: error }, "time zone not saved");
    return { ok: false, error: "failed" };
  }
}
