import { metrics, type SignInOutcome } from "@/lib/metrics/registry";
import { SignInRefusedError } from "./errors";
import { LoginError } from "./login";

/**
 * The sign-ins metric's outcome of a password attempt (the second factor's is counted where it is
 * proved, lib/auth/mfa/verify.ts): a malformed email counts as a wrong credential, an unreachable
 * API or store as unavailable.
 */
export function signInOutcomeOf(error: unknown): SignInOutcome {
  const code = error instanceof LoginError || error instanceof SignInRefusedError ? error.code : undefined;
  if (code === "invalid_credentials" || code === "invalid_email") return "wrong_password";
  if (code === "locked" || code === "rate_limited") return code;
  return "unavailable";
}

/** Runs a password attempt and counts its outcome. */
export async function countedSignIn<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    const result = await attempt();
    metrics().signIns.inc({ outcome: "success" });
    return result;
  } catch (error) {
    metrics().signIns.inc({ outcome: signInOutcomeOf(error) });
    throw error;
  }
}
