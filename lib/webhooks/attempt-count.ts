import { WEBHOOK_MAX_ATTEMPT } from "@/lib/contract";

/**
 * The API's `attempts` value counts from 0 (0 = the first try, 5 = the last retry); an operator
 * counts tries from 1 and calls the later ones retries. Client-safe.
 */
export type AttemptCount = { kind: "first" } | { kind: "retry"; retry: number; of: number };

export function attemptCount(apiAttempts: number): AttemptCount {
  if (!Number.isInteger(apiAttempts) || apiAttempts <= 0) return { kind: "first" };
  return { kind: "retry", retry: apiAttempts, of: Math.max(WEBHOOK_MAX_ATTEMPT, apiAttempts) };
}
