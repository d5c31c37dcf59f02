import { createHash, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";

/**
 * Who may read GET /api/metrics: nobody while METRICS_TOKEN is unset (the route is then not
 * served), otherwise a request whose `Authorization: Bearer` is the token. Both sides are hashed
 * first, so the comparison takes the same time whatever the length or the first wrong byte.
 */
export type MetricsAccess = "not_served" | "refused" | "allowed";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export function metricsAccess(authorization: string | null): MetricsAccess {
  const token = getEnv().METRICS_TOKEN;
  if (!token) return "not_served";
  const presented = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(presented), digest(token)) ? "allowed" : "refused";
}
