import "server-only";
import { createHash, randomUUID } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import {
  insertFactor,
  isCredentialTaken,
  listFactorsOfKind,
  recordPasskeyUse,
} from "@/lib/db/queries/operator-factors";
import { getEnv } from "@/lib/env";
import { type ChallengeScope, consumeChallenge, storeChallenge } from "@/lib/db/queries/auth-challenges";

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server. The relying party is the dashboard's own
 * host: RP ID = NEXTAUTH_URL's hostname (the request's host without NEXTAUTH_URL), origin =
 * NEXTAUTH_URL's origin. Challenges live in auth_challenges for 5 minutes and are used once,
 * scoped by customer and session, so the options and the answer may reach different instances.
 */
export const RP_NAME = "Ramp back office";
const CEREMONY_TIMEOUT_MS = 5 * 60_000;

export interface RelyingParty {
  rpID: string;
  origin: string;
}

/**
 * The relying party: from NEXTAUTH_URL, else from the request (host and scheme as the browser
 * sent them). WebAuthn refuses an IP address as RP ID; localhost works.
 */
export function relyingParty(request?: { host?: string | null; proto?: string | null }): RelyingParty {
  const configured = getEnv().NEXTAUTH_URL;
  if (configured) {
    const url = new URL(configured);
    return { rpID: url.hostname, origin: url.origin };
  }
  const host = request?.host ?? "localhost";
  const proto = request?.proto === "https" ? "https" : "http";
  const url = new URL(`${proto}://${host}`);
  return { rpID: url.hostname, origin: url.origin };
}

/** Where the request came from, for relyingParty() when NEXTAUTH_URL is not set. */
export async function requestRelyingParty(): Promise<RelyingParty> {
  if (getEnv().NEXTAUTH_URL) return relyingParty();
  const { headers } = await import("next/headers");
  const h = await headers();
  return relyingParty({
    host: h.get("x-forwarded-host") ?? h.get("host"),
    proto: h.get("x-forwarded-proto")?.split(",")[0]?.trim(),
  });
}

/** A stable, opaque WebAuthn user handle for the operator (no email in the authenticator). */
function userHandle(customerId: string, operatorEmail: string): Uint8Array<ArrayBuffer> {
  const digest = createHash("sha256").update(`ramp-backoffice\n${customerId}\n${operatorEmail}`).digest();
  const out = new Uint8Array(new ArrayBuffer(32));
  out.set(digest);
  return out;
}

const operatorPasskeys = (customerId: string, operatorEmail: string) =>
  listFactorsOfKind(customerId, operatorEmail, "passkey");

const transportsOf = (value: string | null) => (value ? value.split(",").filter(Boolean) : undefined);

/** Options for navigator.credentials.create: the operator's existing passkeys are excluded. */
export async function passkeyRegistrationOptions(
  scope: ChallengeScope,
  operator: { email: string; name: string },
  rp: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await operatorPasskeys(scope.customerId, operator.email);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: operator.email,
    userDisplayName: operator.name || operator.email,
    userID: userHandle(scope.customerId, operator.email),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.flatMap((row) =>
      row.credentialId ? [{ id: row.credentialId, transports: transportsOf(row.transports) }] : [],
    ),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await storeChallenge(scope, "register", options.challenge);
  return options;
}

export type PasskeyRegistrationResult = { ok: true; factorId: string } | { ok: false; reason: "invalid" | "duplicate" };

/** Verifies the browser's answer to the registration options and stores the passkey. */
export async function verifyPasskeyRegistration(
  scope: ChallengeScope,
  operatorEmail: string,
  response: RegistrationResponseJSON,
  label: string,
  rp: RelyingParty,
): Promise<PasskeyRegistrationResult> {
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(scope, "register", challenge),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!verification.verified) return { ok: false, reason: "invalid" };
  const { credential } = verification.registrationInfo;
  if (await isCredentialTaken(credential.id)) return { ok: false, reason: "duplicate" };
  const factorId = randomUUID();
  await insertFactor({
    id: factorId,
    customerId: scope.customerId,
    operatorEmail,
    kind: "passkey",
    label,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    signCount: credential.counter,
    transports: (credential.transports ?? response.response.transports ?? []).join(",") || null,
  });
  return { ok: true, factorId };
}

/** Options for navigator.credentials.get, limited to the operator's passkeys; null without any. */
export async function passkeyAuthenticationOptionsFor(
  scope: ChallengeScope,
  operatorEmail: string,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const passkeys = (await operatorPasskeys(scope.customerId, operatorEmail)).filter((row) => row.credentialId);
  if (passkeys.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: "preferred",
    allowCredentials: passkeys.map((row) => ({
      id: row.credentialId as string,
      transports: transportsOf(row.transports),
    })),
  });
  await storeChallenge(scope, "authenticate", options.challenge);
  return options;
}

export type PasskeyCheck = { ok: true; factorId: string } | { ok: false; reason: "invalid" | "no_factor" };

/**
 * Verifies an assertion: the credential must be one of this operator's passkeys (another
 * operator's or another customer's is refused), the challenge this session's unused one.
 */
export async function verifyPasskeyAssertion(
  scope: ChallengeScope,
  operatorEmail: string,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now = Date.now(),
): Promise<PasskeyCheck> {
  const passkeys = await operatorPasskeys(scope.customerId, operatorEmail);
  if (passkeys.length === 0) return { ok: false, reason: "no_factor" };
  const row = passkeys.find((candidate) => candidate.credentialId === response.id);
  if (!row?.credentialId || !row.publicKey) return { ok: false, reason: "invalid" };
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(scope, "authenticate", challenge, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: row.credentialId,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")),
        counter: row.signCount ?? 0,
        transports: transportsOf(row.transports),
      },
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!verification.verified) return { ok: false, reason: "invalid" };
  await recordPasskeyUse(scope.customerId, row.id, verification.authenticationInfo.newCounter, new Date(now));
  return { ok: true, factorId: row.id };
}
