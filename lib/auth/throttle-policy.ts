import type { ServerEnv } from "@/lib/env";
import { addressBucket, normalizeIp } from "@/lib/shared/ip-address";

/**
 * Sign-in protection policy, pure so it can be tested without a store.
 *
 * - Per account: LOGIN_MAX_FAILURES_PER_ACCOUNT failures within the window
 *   lock the account for the lockout period; it unlocks by time only.
 * - Per client address: LOGIN_MAX_FAILURES_PER_ADDRESS failures within the
 *   window refuse further attempts from it until the window ends.
 * - Before either limit, the first few failures are free (typos happen);
 *   after that each further failure doubles the wait before the next attempt
 *   is checked, up to a cap.
 *
 * Counts run from the first failure of a window; a window that has passed
 * starts again at zero.
 */
export interface ThrottlePolicy {
  accountMaxFailures: number;
  addressMaxFailures: number;
  windowMs: number;
  lockoutMs: number;
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  accountMaxFailures: 10,
  addressMaxFailures: 50,
  windowMs: 15 * 60_000,
  lockoutMs: 15 * 60_000,
  freeFailures: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
};

type PolicyEnv = Pick<
  ServerEnv,
  | "LOGIN_MAX_FAILURES_PER_ACCOUNT"
  | "LOGIN_MAX_FAILURES_PER_ADDRESS"
  | "LOGIN_FAILURE_WINDOW_MINUTES"
  | "LOGIN_LOCKOUT_MINUTES"
>;

export function throttlePolicyFromEnv(env: PolicyEnv): ThrottlePolicy {
  return {
    ...DEFAULT_THROTTLE_POLICY,
    accountMaxFailures: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    addressMaxFailures: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: Math.round(env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000),
    lockoutMs: Math.round(env.LOGIN_LOCKOUT_MINUTES * 60_000),
  };
}

/** The wait owed before an attempt that follows this many failures is checked. */
export function delayForFailures(failures: number, policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.baseDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs);
}

/** Keys an attempt is counted under: the account typed (normalised) and the client's address. */
export interface ThrottleKeys {
  account?: string;
  address?: string;
}

/**
 * An address is counted only when it is one: without the custom server (`next start`, standalone)
 * the peer is unknown ("unknown"), and one key shared by every such request would let a single
 * client lock every operator out. Then only the per-account limit applies (lib/auth/throttle.ts
 * says so in the log).
 */
export function throttleKeys(email: unknown, clientAddress: string | undefined): ThrottleKeys {
  const keys: ThrottleKeys = {};
  if (typeof email === "string" && email.trim() !== "") keys.account = `email:${normalizeEmail(email)}`;
  const address = normalizeIp(clientAddress);
  if (address) keys.address = `ip:${addressBucket(address).slice(0, 64)}`;
  return keys;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase().slice(0, 320);
}
