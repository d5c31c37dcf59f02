import type { ServerEnv } from "@/lib/env";

/** OPERATOR_MFA: lib/env.ts. */
export type MfaPolicy = ServerEnv["OPERATOR_MFA"];

/** What a session still owes after the password (operator_sessions.second_factor). */
export type SecondFactorState = "none" | "pending" | "enrol" | "verified";

export const SECOND_FACTOR_STATES: readonly SecondFactorState[] = ["none", "pending", "enrol", "verified"];

export const isSecondFactorState = (value: unknown): value is SecondFactorState =>
  (SECOND_FACTOR_STATES as readonly unknown[]).includes(value);

/**
 * Decided once, right after the API accepted the password:
 * - off: nothing more is asked;
 * - an operator with an enrolled factor proves it, whatever the policy (but off);
 * - required and nothing enrolled: enrolment first;
 * - optional and nothing enrolled: the password was enough.
 */
export function secondFactorAtSignIn(policy: MfaPolicy, hasFactor: boolean): SecondFactorState {
  if (policy === "off") return "none";
  if (hasFactor) return "pending";
  return policy === "required" ? "enrol" : "none";
}

/** A session whose second factor is settled opens the dashboard; the others only the factor pages. */
export const secondFactorSettled = (state: SecondFactorState): boolean => state === "none" || state === "verified";

/** How long a step-up proof counts (issue: "a fresh factor, within 5 minutes"). */
export const STEP_UP_WINDOW_MS = 5 * 60_000;
