import "server-only";
import { decodeJwt } from "jose";
import { OPERATOR_PROFILE_PATH, operatorProfileSchema } from "@/lib/contract";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { whenOffered } from "@/lib/transport/capabilities";
import { ApiError } from "@/lib/transport/errors";
import { send } from "@/lib/transport/transport";

/**
 * Who an access token acts for. The customer scopes everything the dashboard
 * stores and shows for this operator; it comes from the API's answer to the
 * operator's own credentials, never from anything the browser sends.
 */
export interface OperatorIdentity {
  customerId: string;
  customerName?: string;
  /** "resource:action" names, or null where the API offers no way to know them. */
  permissions: string[] | null;
}

/** Claim names tried, in order, when API_CUSTOMER_CLAIM does not name one. */
const CUSTOMER_CLAIMS = ["customerId", "customer_id", "cid"] as const;

/** An extension path the API does not offer answers 404 (unknown route) or 405. */
export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 405);
}

/** The customer and permissions the token itself carries (a JWT, per the specification), if any. */
export function identityFromClaims(accessToken: string): OperatorIdentity | undefined {
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(accessToken);
  } catch {
    return undefined;
  }
  const configured = getEnv().API_CUSTOMER_CLAIM;
  const names = configured ? [configured] : CUSTOMER_CLAIMS;
  const customerId = names.map((name) => claims[name]).find((v) => typeof v === "string" && v !== "");
  if (typeof customerId !== "string") return undefined;
  return { customerId, permissions: permissionsClaim(claims) };
}

function permissionsClaim(claims: Record<string, unknown>): string[] | null {
  const perms = claims.permissions;
  return Array.isArray(perms) && perms.every((p): p is string => typeof p === "string") ? [...perms] : null;
}

/** The token's `permissions` claim, whichever way its customer is known (claim or API_CUSTOMER_ID). */
export function permissionsFromToken(accessToken: string): string[] | null {
  return permissionsClaim(decodedClaims(accessToken));
}

function decodedClaims(accessToken: string): Record<string, unknown> {
  try {
    return decodeJwt(accessToken);
  } catch {
    return {};
  }
}

/**
 * API_CUSTOMER_ID: the deployment's one customer, for an operator whose customer nothing else
 * names. Where the API or the token does name one, it must be that customer: an operator of
 * another customer signing in here would otherwise see and change this customer's records.
 */
function deploymentCustomer(named: OperatorIdentity | undefined, accessToken: string): OperatorIdentity | undefined {
  const { API_CUSTOMER_ID: customerId, API_CUSTOMER_NAME: customerName } = getEnv();
  if (!customerId) return named;
  if (!named) return { customerId, customerName, permissions: permissionsClaim(decodedClaims(accessToken)) };
  if (named.customerId === customerId) return { ...named, customerName: named.customerName ?? customerName };
  // Only the fact, never the ids: the log must not map operators to other customers.
  getLogger().warn({}, "sign-in refused: the API names another customer than API_CUSTOMER_ID");
  return undefined;
}

/**
 * Right after sign-in: the operator's profile from GET /backoffice/me where the
 * API offers it, else the token's claims, else API_CUSTOMER_ID. Undefined when
 * none names a customer (such an operator cannot be kept apart from others), or
 * when the API names another customer than API_CUSTOMER_ID: refused.
 */
export async function identifyOperator(accessToken: string, requestId?: string): Promise<OperatorIdentity | undefined> {
  // Asked through the capabilities module: against an API without the extension (its OpenAPI
  // document does not list it, API_EXTENSIONS leaves it out, or it answered 404/405 lately) the
  // profile is not requested at all.
  const me = await whenOffered("operator-profile", () =>
    send({ method: "GET", path: OPERATOR_PROFILE_PATH, schema: operatorProfileSchema, accessToken, requestId }),
  );
  const named = me.offered
    ? { customerId: me.data.customer.id, customerName: me.data.customer.name, permissions: me.data.permissions }
    : identityFromClaims(accessToken);
  return deploymentCustomer(named, accessToken);
}
