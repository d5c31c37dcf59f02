import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { getOperator } from "@/lib/auth/session";
import { getLogger } from "@/lib/log/logger";
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from "./locale";
import { getOperatorPreferences } from "./operator-preferences";
import { canonicalTimeZone } from "./time-zone";

/** Where the zone a request renders in came from. */
export type TimeZoneSource = "operator" | "browser" | "default";

export interface RequestTimeZone {
  timeZone: string;
  source: TimeZoneSource;
  /** The zone the browser reported (TIME_ZONE_COOKIE), if it has. */
  browserZone: string | null;
}

/**
 * The zone every time of this request is rendered in, on the server and (through next-intl's
 * provider) in the browser, so both render the same text. In order: the zone the signed-in
 * operator chose in the operator menu (stored per customer and operator, so it holds on any
 * browser and from the first page after sign-in), the browser's own zone (a cookie the login
 * page and the shell set), the default. Cached per request.
 */
export const requestTimeZone = cache(async (): Promise<RequestTimeZone> => {
  const browserZone = canonicalTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value);
  try {
    const operator = await getOperator();
    if (operator) {
      const { timeZone } = await getOperatorPreferences(operator, operator.email);
      if (timeZone) return { timeZone, source: "operator", browserZone };
    }
  } catch (error) {
    // The store being down must not take every page with it: the browser's zone still holds.
    getLogger().error({ err: error }, "operator time zone unavailable");
  }
  return browserZone
    ? { timeZone: browserZone, source: "browser", browserZone }
    : { timeZone: DEFAULT_TIME_ZONE, source: "default", browserZone };
});
