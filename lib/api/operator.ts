import "server-only";
import { permissionsFromToken } from "@/lib/auth/identity";
import { getAccessToken } from "@/lib/auth/token-refresh";
import { ttlCache } from "@/lib/cache/ttl-cache";
import { OPERATOR_PROFILE_PATH, operatorProfileSchema } from "@/lib/contract";
import { getEnv } from "@/lib/env";
import { whenOffered } from "@/lib/transport/capabilities";
import { type ApiCaller, apiRequest } from "./client";

/**
 * What the API says this operator may do, as "resource:action" names. `known`
 * is false where the API offers no way to tell (no GET /backoffice/me and no
 * `permissions` claim in the token): the dashboard then applies the fallbacks
 * of lib/permissions/dashboard.ts for its own data.
 */
export interface Grants {
  known: boolean;
  names: ReadonlySet<string>;
}

/**
 * Grants read for a decision that changes something, and where they came from. Where the API
 * cannot say, an operator named in CHANGE_ALLOWED_OPERATORS gets `known: false` (the API's own
 * refusal decides, as before) and everyone else `known: true` with no names: refused.
 */
export interface FreshGrants extends Grants {
  source: "profile" | "token" | "allow-list" | "none";
}

/** A role edited in the API reaches what the dashboard shows within this long. */
const DISPLAY_FRESH_MS = 30_000;

async function readGrants(caller: ApiCaller): Promise<{ grants: Grants; source: "profile" | "token" | "none" }> {
  const me = await whenOffered("operator-profile", () =>
    apiRequest(caller, { method: "GET", path: OPERATOR_PROFILE_PATH, schema: operatorProfileSchema }),
  );
  if (me.offered) return { grants: { known: true, names: new Set(me.data.permissions) }, source: "profile" };
  const permissions = permissionsFromToken(await getAccessToken(caller));
  return permissions
    ? { grants: { known: true, names: new Set(permissions) }, source: "token" }
    : { grants: { known: false, names: new Set() }, source: "none" };
}

/** Display grants by session id; the renders of one page share one read. */
const cache = ttlCache<string, Grants, ApiCaller>({
  max: 5_000,
  ttlMs: DISPLAY_FRESH_MS,
  load: async (_sessionId, caller) => (await readGrants(caller)).grants,
});

/**
 * The operator's grants for what a page shows or offers (menus, buttons, which records are
 * listed), read from the API at most every DISPLAY_FRESH_MS per session in this process. Never
 * for deciding a change: a role edited a moment ago would still count. Use freshOperatorGrants.
 */
export async function displayGrants(caller: ApiCaller): Promise<Grants> {
  return cache.forceFetch(caller.sessionId, { context: caller });
}

/**
 * The operator's grants read now, never from the cache: for every decision that changes
 * something (an action, an approval). From GET /backoffice/me where the API offers it, else
 * the access token's `permissions` claim, else nothing is granted unless CHANGE_ALLOWED_OPERATORS
 * names the operator. A failed read throws: a change is never decided on a guess.
 */
export async function freshOperatorGrants(caller: ApiCaller & { email: string }): Promise<FreshGrants> {
  const { grants, source } = await readGrants(caller);
  // What is shown catches up too, so a page does not offer what was just refused.
  cache.set(caller.sessionId, grants);
  if (source !== "none") return { ...grants, source };
  return getEnv().CHANGE_ALLOWED_OPERATORS.includes(caller.email.trim().toLowerCase())
    ? { known: false, names: new Set(), source: "allow-list" }
    : { known: true, names: new Set(), source: "none" };
}

export function forgetGrantsForTests(): void {
  cache.clear();
}
