import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { hashRefreshToken, verifyAccessToken } from "../auth/tokens";
import { authSessions, refreshTokens } from "../db/schema";
import type { AppDeps, AppEnv } from "./router";

/**
 * Simulated outages (POST /api/v2/faker/outage): while one runs, every request carrying a token of
 * that API operator answers 503, as a real API that is down would, and nobody else notices. One
 * operator's outage, not the whole sandbox's: e2e specs share one sandbox and run in parallel, so
 * only the spec that owns the operator sees the API fail.
 *
 * Held in memory per app instance (a sandbox is one process; a restart ends every outage).
 */
export const OUTAGE_ERROR_CODE = "FAKER.1503";
export const OUTAGE_PATH = "/api/v2/faker/outage";

/** When an operator's outage began and when it ends (epoch ms). */
type Outage = { startedAt: number; until: number };

/** Operator id → its outage, per app instance. */
const registries = new WeakMap<AppDeps, Map<string, Outage>>();

function registry(deps: AppDeps): Map<string, Outage> {
  let outages = registries.get(deps);
  if (!outages) {
    outages = new Map();
    registries.set(deps, outages);
  }
  return outages;
}

/**
 * Starts the operator's outage, or gives a running one a new length. A running one keeps its
 * start: a client that caches answers for a while can tell how long the API has been down.
 */
export function startOutage(deps: AppDeps, operatorId: string, seconds: number): { startedAt: Date; until: Date } {
  const now = deps.config.now().getTime();
  const startedAt = outageLeftMs(deps, operatorId) > 0 ? (registry(deps).get(operatorId)?.startedAt ?? now) : now;
  const until = now + seconds * 1000;
  registry(deps).set(operatorId, { startedAt, until });
  return { startedAt: new Date(startedAt), until: new Date(until) };
}

/** Ends the operator's outage; whether one was running. */
export function endOutage(deps: AppDeps, operatorId: string): boolean {
  const outages = registry(deps);
  const running = (outages.get(operatorId)?.until ?? 0) > deps.config.now().getTime();
  outages.delete(operatorId);
  return running;
}

/** Milliseconds left of the operator's outage, 0 when none runs (an ended one is forgotten). */
export function outageLeftMs(deps: AppDeps, operatorId: string): number {
  const outages = registry(deps);
  const outage = outages.get(operatorId);
  if (outage === undefined) return 0;
  const left = outage.until - deps.config.now().getTime();
  if (left <= 0) outages.delete(operatorId);
  return Math.max(0, left);
}

const BEARER = /^Bearer\s+(\S+)$/;

/** The operator a request speaks for: its valid access token's, or on a refresh its refresh token's. */
async function requestOperator(c: Context<AppEnv>, deps: AppDeps): Promise<string | undefined> {
  const bearer = BEARER.exec(c.req.header("authorization")?.trim() ?? "")?.[1];
  if (bearer) {
    const verified = await verifyAccessToken(bearer, deps.config.jwtSecret);
    return verified.ok ? verified.claims.operatorId : undefined;
  }
  if (c.req.method !== "POST" || c.req.path !== "/api/v2/auth/refresh") return undefined;
  // Hono keeps the parsed body, so the route still reads it; an unreadable one is the route's to refuse.
  const body: unknown = await c.req.json().catch(() => undefined);
  const token =
    typeof body === "object" && body !== null ? (body as { refreshToken?: unknown }).refreshToken : undefined;
  if (typeof token !== "string") return undefined;
  const [row] = await deps.db
    .select({ operatorId: authSessions.operatorId })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  return row?.operatorId;
}

/**
 * Answers 503 with the specification's error body (errorCode, message, statusCode) and a
 * Retry-After for a request of an operator in an outage. Sign-in stays open and the outage's own
 * route stays reachable, so a client (or a test) can end it or start it again; a refresh is
 * refused like any other request, without spending its refresh token.
 */
export const outageGate = createMiddleware<AppEnv>(async (c, next) => {
  const deps = c.get("deps");
  if (registry(deps).size === 0 || c.req.path === OUTAGE_PATH) return next();
  const operatorId = await requestOperator(c, deps);
  const left = operatorId ? outageLeftMs(deps, operatorId) : 0;
  if (left === 0) return next();
  return c.json(
    {
      errorCode: OUTAGE_ERROR_CODE,
      // Plain words: a client may show the API's message to its operators as it is (the payouts list does).
      message: ["The service is temporarily unavailable. Try again in a moment."],
      statusCode: "503",
    },
    503,
    { "retry-after": String(Math.ceil(left / 1000)) },
  );
});
