import type { Context } from "hono";
import type { AppEnv } from "../lib/router";

/** Who is calling, resolved by the bearer middleware from the token and the store. */
export interface AuthContext {
  operatorId: string;
  customerId: string;
  sessionId: string;
  email: string;
  roleId: string;
  /** "resource:action" names granted through the operator's role. */
  permissions: ReadonlySet<string>;
}

/** The authenticated caller; only valid behind requireAuth or requirePermission. */
export function getAuth(c: Context<AppEnv>): AuthContext {
  const auth = c.get("auth");
  if (!auth) throw new Error("getAuth() used on a route without requireAuth/requirePermission");
  return auth;
}
