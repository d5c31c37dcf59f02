import "server-only";
import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { acceptTotpStep, insertFactor, listFactorsOfKind } from "@/lib/db/queries/operator-factors";
import { getEnv } from "@/lib/env";
import { decryptToken, encryptToken } from "@/lib/security/token-crypto";
import {
  type ChallengeScope,
  countAttempt,
  deleteChallenge,
  peekChallenge,
  storeChallenge,
} from "@/lib/db/queries/auth-challenges";

/**
 * TOTP (RFC 6238) second factor: SHA-1, 6 digits, 30-second steps, what every authenticator app
 * reads from an otpauth:// URI. A code is accepted within one step either side of now; the step
 * it belongs to is recorded (last_used_step) and a code of that step or an earlier one is refused,
 * so a code seen over a shoulder or in a log cannot be used again.
 */
export const TOTP_ISSUER = "Ramp back office";
export const TOTP_ALGORITHM = "SHA1";
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
/** Bytes of a new secret (RFC 4226 recommends 160 bits). */
export const TOTP_SECRET_BYTES = 20;
/** Wrong codes a pending enrolment takes before it must be started again. */
export const TOTP_ENROL_ATTEMPTS = 5;

export function totpFor(secret: Secret, label = "operator"): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The time step (counter) of a timestamp. */
export const totpStep = (timestamp: number) => Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);

/** Digits only: spaces and dashes people type or paste are ignored. */
export const normaliseTotpCode = (code: string) => code.replace(/[\s-]/g, "");

/** The step the code belongs to, within the window around `now`, or null when it matches none. */
export function matchTotpStep(secret: Secret, code: string, now = Date.now()): number | null {
  const token = normaliseTotpCode(code);
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

const sealSecret = (base32: string, factorId: string) => encryptToken(base32, getEnv().TOKEN_ENCRYPTION_KEY, factorId);
const openSecret = (sealed: string, factorId: string) =>
  Secret.fromBase32(decryptToken(sealed, getEnv().TOKEN_ENCRYPTION_KEY, factorId));

export interface TotpEnrolment {
  /** The pending enrolment (and future factor) id; the secret is sealed in the store under it. */
  enrolmentId: string;
  /** otpauth:// URI, for the QR code. */
  uri: string;
  /** The QR code of the URI, an SVG document rendered on the server. */
  qrSvg: string;
  /** The secret in base32, for typing into an app by hand. */
  secretBase32: string;
}

/**
 * Starts a TOTP enrolment: a random 20-byte secret, sealed in auth_challenges ("totp-enrol") for
 * this session for 5 minutes. The secret is shown once (QR code and base32); nothing is enrolled
 * until confirmTotpEnrolment gets a valid code.
 */
export async function beginTotpEnrolment(scope: ChallengeScope, operatorEmail: string): Promise<TotpEnrolment> {
  const secret = new Secret({ size: TOTP_SECRET_BYTES });
  const enrolmentId = randomUUID();
  await storeChallenge(scope, "totp-enrol", sealSecret(secret.base32, enrolmentId), { id: enrolmentId });
  const uri = totpFor(secret, operatorEmail).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { enrolmentId, uri, qrSvg, secretBase32: secret.base32 };
}

export type ConfirmTotpResult =
  | { ok: true; factorId: string }
  | { ok: false; reason: "expired" | "invalid" | "too_many_attempts" };

/**
 * Confirms a pending enrolment with a code from the app: the factor is stored (its secret sealed
 * with the factor id as context, the code's step recorded so it cannot be used again at sign-in).
 */
export async function confirmTotpEnrolment(
  scope: ChallengeScope,
  operatorEmail: string,
  enrolmentId: string,
  code: string,
  label: string,
  now = Date.now(),
): Promise<ConfirmTotpResult> {
  const pending = await peekChallenge(scope, "totp-enrol", enrolmentId, now);
  if (!pending) return { ok: false, reason: "expired" };
  if (pending.attempts >= TOTP_ENROL_ATTEMPTS) {
    await deleteChallenge(scope, "totp-enrol", enrolmentId);
    return { ok: false, reason: "too_many_attempts" };
  }
  let secret: Secret;
  try {
    secret = openSecret(pending.challenge, enrolmentId);
  } catch {
    return { ok: false, reason: "expired" };
  }
  const step = matchTotpStep(secret, code, now);
  if (step === null) {
    const attempts = await countAttempt(scope, "totp-enrol", pending.expiresAt, enrolmentId);
    if (attempts >= TOTP_ENROL_ATTEMPTS) {
      await deleteChallenge(scope, "totp-enrol", enrolmentId);
      return { ok: false, reason: "too_many_attempts" };
    }
    return { ok: false, reason: "invalid" };
  }
  // One use: only the request that deletes the pending row stores the factor.
  if (!(await deleteChallenge(scope, "totp-enrol", enrolmentId))) return { ok: false, reason: "expired" };
  await insertFactor({
    id: enrolmentId,
    customerId: scope.customerId,
    operatorEmail,
    kind: "totp",
    label,
    secretEnc: sealSecret(secret.base32, enrolmentId),
    lastUsedStep: step,
    createdAt: new Date(now),
  });
  return { ok: true, factorId: enrolmentId };
}

export type TotpCheck =
  | { ok: true; factorId: string; step: number }
  | { ok: false; reason: "invalid" | "replayed" | "no_factor" };

/**
 * Checks a code against the operator's TOTP factors. The accepted step is written with a
 * conditional UPDATE (last_used_step IS NULL OR last_used_step < step), so a code is accepted
 * once even when two instances receive it at the same moment.
 */
export async function verifyTotpCode(
  customerId: string,
  operatorEmail: string,
  code: string,
  now = Date.now(),
): Promise<TotpCheck> {
  const factors = await listFactorsOfKind(customerId, operatorEmail, "totp");
  if (factors.length === 0) return { ok: false, reason: "no_factor" };
  let replayed = false;
  for (const factor of factors) {
    if (!factor.secretEnc) continue;
    let secret: Secret;
    try {
      secret = openSecret(factor.secretEnc, factor.id);
    } catch {
      continue;
    }
    const step = matchTotpStep(secret, code, now);
    if (step === null) continue;
    if (await acceptTotpStep(customerId, operatorEmail, factor.id, step, new Date(now)))
      return { ok: true, factorId: factor.id, step };
    replayed = true;
  }
  return { ok: false, reason: replayed ? "replayed" : "invalid" };
}
