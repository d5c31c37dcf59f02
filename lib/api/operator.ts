import "server-only";
import { identityFromClaims } from "@/lib/auth/identity";
import { getAccessToken } from "@/lib/auth/token-refresh";
import { OPERATOR_PROFILE_PATH, operatorProfileSchema } from "@/lib/contract";
import { whenOffered } from "./capabilities";
import { type ApiCaller, apiRequest } from "./client";

/**
 * What the API says this operator may do, as "resource:action" names. `known`
 * is false where the API offers no way to tell (no GET /backoffice/me and no
 * `permissions` claim in the token): the dashboard then applies the fallbacks
 * of lib/auth/dashboard-permissions.ts for its own data.
 */
export interface Grants {
  known: boolean;
  names: ReadonlySet<string>;
}

/** A role edited in the API reaches the dashboard's own data within this long. */
const FRESH_MS = 30_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, { grants: Grants; at: number }>();

async function fetchGrants(caller: ApiCaller): Promise<Grants> {
  const me = await whenOffered("operator-profile", () =>
    apiRequest(caller, { method: "GET", path: OPERATOR_PROFILE_PATH, schema: operatorProfileSchema }),
  );
  if (me.offered) return { known: true, names: new Set(me.data.permissions) };
  const claims = identityFromClaims(await getAccessToken(caller));
  return claims?.permissions ? { known: true, names: new Set(claims.permissions) } : { known: false, names: new Set() };
}

/** The operator's grants, read from the API at most every FRESH_MS per session in this process. */
export async function operatorGrants(caller: ApiCaller): Promise<Grants> {
  const hit = cache.get(caller.sessionId);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.grants;
  const grants = await fetchGrants(caller);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(caller.sessionId, { grants, at: Date.now() });
  return grants;
}

export function forgetGrantsForTests(): void {
  cache.clear();
}
