import { createMiddleware } from "hono/factory";
import { ERROR_CODES, forbidden, unauthorized } from "../lib/errors";
import type { AppEnv } from "../lib/router";
import type { AuthContext } from "./context";
import { permissionName } from "./permissions";
import { cachedAuthContext } from "./auth-cache";
import { verifyAccessToken } from "./tokens";

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

async function authenticate(header: string | undefined, deps: AppEnv["Variables"]["deps"]): Promise<AuthContext> {
  if (!header) throw unauthorized(ERROR_CODES.missingToken, "Missing Authorization: Bearer <access token>");
  const match = BEARER.exec(header.trim());
  if (!match?.[1]) throw unauthorized(ERROR_CODES.invalidToken, "Malformed Authorization header");
  const verified = await verifyAccessToken(match[1], deps.config.jwtSecret);
  if (!verified.ok) {
    throw verified.reason === "expired"
      ? unauthorized(ERROR_CODES.expiredToken, "Access token expired")
      : unauthorized(ERROR_CODES.invalidToken, "Invalid access token");
  }
  const auth = await cachedAuthContext(deps.db, verified.claims.sessionId);
  if (!auth || auth.operatorId !== verified.claims.operatorId) {
    throw unauthorized(ERROR_CODES.revokedToken, "Access token revoked");
  }
  return auth;
}

/** 401 unless the request carries a valid, unrevoked access token. Sets c.var.auth. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("auth")) c.set("auth", await authenticate(c.req.header("authorization"), c.get("deps")));
  await next();
});

/**
 * 401 without a valid token, 403 when the operator's role lacks resource:action.
 * Use it in createRoute({ middleware: [requirePermission("payouts", "read")] }).
 */
export function requirePermission(resource: string, action: string) {
  const name = permissionName(resource, action);
  return createMiddleware<AppEnv>(async (c, next) => {
    let auth = c.get("auth");
    if (!auth) {
      auth = await authenticate(c.req.header("authorization"), c.get("deps"));
      c.set("auth", auth);
    }
    if (!auth.permissions.has(name)) throw forbidden(ERROR_CODES.forbidden, `Missing permission ${name}`);
    await next();
  });
}
