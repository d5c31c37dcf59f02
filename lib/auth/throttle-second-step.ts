import "server-only";
import { writeAudit } from "@/lib/db/audit";
import {
  deleteUnlockedThrottleKey,
  lockIfOverLimit,
  reserveAttempt,
  throttleLockedUntil,
} from "@/lib/db/queries/login-throttle";
import { getLogger } from "@/lib/log";
import { DEFAULT_THROTTLE_POLICY, normalizeEmail, type ThrottlePolicy } from "./throttle-policy";

/**
 * Wrong second-factor codes (TOTP and recovery), counted per operator (customer and email) in
 * login_throttle, not per session: a password holder who signs in again gets no fresh budget.
 * SECOND_STEP_MAX_FAILURES wrong codes within the window lock the operator's code proofs, at the
 * sign-in second step and in the step-up dialog alike, for the lockout; a locked operator's code
 * is refused without being checked. A passkey is not counted nor locked: an assertion cannot be
 * guessed, and leaving it usable keeps the lock from shutting its owner out.
 */
export const SECOND_STEP_MAX_FAILURES = 10;

const POLICY: ThrottlePolicy = {
  ...DEFAULT_THROTTLE_POLICY,
  accountMaxFailures: SECOND_STEP_MAX_FAILURES,
  windowMs: 15 * 60_000,
  lockoutMs: 15 * 60_000,
};

export interface SecondStepOperator {
  customerId: string;
  email: string;
}

/** One operator's key; the customer comes first, so one customer's operator never meets another's. */
export const secondStepKey = (operator: SecondStepOperator) =>
  `second-step:${operator.customerId}:${normalizeEmail(operator.email)}`;

/** Until when the operator's codes are refused, or null. */
export async function secondStepLockedUntil(operator: SecondStepOperator, now = new Date()): Promise<Date | null> {
  const date = await throttleLockedUntil(secondStepKey(operator));
  return date && date.getTime() > now.getTime() ? date : null;
}

/**
 * Counts one wrong code. The one that reaches the limit locks the operator, and only that call
 * logs and audits it ("second_factor.locked"), however many wrong codes arrive together.
 * Returns the lock's end when the operator is locked now.
 */
export async function countWrongCode(operator: SecondStepOperator, now = new Date()): Promise<Date | null> {
  const key = secondStepKey(operator);
  const counter = (await reserveAttempt([key], POLICY, now)).get(key);
  if (!counter) throw new Error("login_throttle upsert returned no row");
  if (counter.lockedUntil && counter.lockedUntil.getTime() > now.getTime()) return counter.lockedUntil;
  const lock = await lockIfOverLimit(counter, POLICY, now);
  if (!lock) return null;
  getLogger().warn(
    { event: "second_factor.locked", customerId: operator.customerId, email: operator.email, ...lock },
    "second step locked: too many wrong codes",
  );
  await writeAudit({
    customerId: operator.customerId,
    operatorEmail: normalizeEmail(operator.email),
    action: "second_factor.locked",
    targetType: "operator",
    targetId: normalizeEmail(operator.email),
    outcome: "success",
    after: { attempts: lock.attempts, lockedUntil: lock.lockedUntil.toISOString() },
  });
  return lock.lockedUntil;
}

/** A good code: the operator's count starts again (as a good password clears the account's). */
export async function clearWrongCodes(operator: SecondStepOperator): Promise<void> {
  await deleteUnlockedThrottleKey(secondStepKey(operator), new Date());
}
