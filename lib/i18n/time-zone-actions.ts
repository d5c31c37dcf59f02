"use server";

import { getLogger } from "@/lib/log/logger";
import { preferenceAction } from "@/lib/pipeline/actions";
import { InvalidTimeZoneError, setOperatorTimeZone } from "./operator-preferences";

export type TimeZoneActionResult =
  | { ok: true; timeZone: string | null }
  | { ok: false; error: "invalid" | "unauthorized" | "failed" };

/**
 * Stores the signed-in operator's time zone (an IANA name), or null to follow the browser's: the
 * pipeline's preference variant (session and customer scope, nothing sent to the API). The value
 * is checked on the server (the client can send anything) and an unknown zone is refused before
 * anything is written. The caller runs `router.refresh()` so every time renders in the new zone.
 */
export const setTimeZoneAction = preferenceAction(
  "preference.timeZone",
  { ok: false, error: "unauthorized" } as TimeZoneActionResult,
  async (operator, timeZone: string | null): Promise<TimeZoneActionResult> => {
    if (timeZone !== null && typeof timeZone !== "string") return { ok: false, error: "invalid" };
    try {
      const saved = await setOperatorTimeZone(operator, operator.email, timeZone);
      return { ok: true, timeZone: saved.timeZone };
    } catch (error) {
      if (error instanceof InvalidTimeZoneError) return { ok: false, error: "invalid" };
      getLogger().error({ err: error }, "time zone not saved");
      return { ok: false, error: "failed" };
    }
  },
);
