import "server-only";
import { loginInputSchema, tokenPairSchema } from "@/lib/contract";
import { hasEnrolledFactor } from "@/lib/db/queries/operator-factors";
import { getEnv } from "@/lib/env";
import { forwardableAddress } from "@/lib/security/client-address";
import { ApiError } from "@/lib/transport/errors";
import { API_MISCONFIGURED, send } from "@/lib/transport/transport";
import type { LoginErrorCode } from "./errors";
import { identifyOperator, type OperatorIdentity } from "./identity";
import { secondFactorAtSignIn } from "./mfa/policy";
import { createSession } from "./session-store";

/** Thrown from authorize(); its message is the code the login page receives. */
export class LoginError extends Error {
  override name = "LoginError";
  constructor(readonly code: LoginErrorCode) {
    super(code);
  }
}

/**
 * The API's own sign-in protection (the sandbox's codes; the specification lists no error
 * codes): a locked account or a blocked address is not a wrong password, and says so.
 */
const API_LOCK_CODES: Record<string, LoginErrorCode> = { "AUTH.1008": "locked", "AUTH.1009": "rate_limited" };

export function loginErrorCode(error: unknown): LoginErrorCode {
  if (!(error instanceof ApiError)) return "api_error";
  const lock = error.errorCode ? API_LOCK_CODES[error.errorCode] : undefined;
  if (lock) return lock;
  // A 404/405 on the specification's own sign-in route (lib/transport/transport.ts): not an outage.
  if (error.errorCode === API_MISCONFIGURED) return "api_misconfigured";
  if (error.kind === "unauthorized") return "invalid_credentials";
  if (error.kind === "validation") return "invalid_email";
  if (error.kind === "network" || error.kind === "timeout") return "api_unreachable";
  return "api_error";
}

/** "ops@example.com" → "Ops": the API has no profile endpoint, so the name comes from the email. */
export function displayNameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

/**
 * Checks the credentials with the API and keeps the token pair server-side. The client's address
 * goes with them (X-Forwarded-For), so the API's per-address limit counts each client apart
 * instead of every operator under the dashboard's address (README, Threat model).
 * Returns only what the session cookie may carry.
 */
export async function loginWithApi(
  credentials: Record<string, unknown> | undefined,
  client: { userAgent?: string; clientAddress?: string } = {},
) {
  const parsed = loginInputSchema.safeParse({ email: credentials?.email, password: credentials?.password });
  if (!parsed.success) {
    const badEmail = parsed.error.issues.some((issue) => issue.path[0] === "email");
    throw new LoginError(badEmail ? "invalid_email" : "invalid_credentials");
  }
  const email = parsed.data.email.toLowerCase();
  let tokens: Awaited<ReturnType<typeof send<typeof tokenPairSchema>>>;
  try {
    tokens = await send({
      method: "POST",
      path: "/api/v2/auth/login",
      body: parsed.data,
      schema: tokenPairSchema,
      forwardedFor: forwardableAddress(client.clientAddress),
    });
  } catch (error) {
    throw new LoginError(loginErrorCode(error));
  }
  let identity: OperatorIdentity | undefined;
  try {
    identity = await identifyOperator(tokens.accessToken);
  } catch (error) {
    throw new LoginError(loginErrorCode(error));
  }
  // Without a customer this operator's data could not be kept apart from others'.
  if (!identity) throw new LoginError("customer_unknown");
  const name = displayNameFromEmail(email);
  const enrolled = await hasEnrolledFactor(identity.customerId, email);
  const session = await createSession({
    email,
    name,
    customerId: identity.customerId,
    customerName: identity.customerName,
    tokens,
    secondFactor: secondFactorAtSignIn(getEnv().OPERATOR_MFA, enrolled),
    ...client,
  });
  return { id: session.id, email, name, absoluteExpiresAt: session.absoluteExpiresAt.getTime() };
}
