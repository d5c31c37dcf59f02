import "server-only";
import { writeAudit } from "@/lib/db/audit";
import {
  deleteStaleThrottleRows,
  deleteThrottleKey,
  lockIfOverLimit,
  releaseAttempt,
  reserveAttempt,
  type ThrottleCounter,
} from "@/lib/db/queries/login-throttle";
import { lastSessionCustomerOf } from "@/lib/db/queries/operator-sessions";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log";
import { clientAddressOf as clientAddressBehind, type HeaderBag } from "@/lib/security/client-address";
import { SignInRefusedError } from "./errors";
import {
  delayForFailures,
  normalizeEmail,
  type ThrottleKeys,
  type ThrottlePolicy,
  throttleKeys,
  throttlePolicyFromEnv,
} from "./throttle-policy";

/**
 * Sign-in protection shared by every dashboard instance through the store
 * (table login_throttle). Each attempt is counted BEFORE the API is asked: one
 * atomic upsert per key reserves it and returns the count, so twenty guesses
 * sent at once see counts 1 to 20 and only those within the limit reach the
 * API. A success gives the reservations back (the account's count is cleared,
 * the address's reservation returned); an API outage gives them back too, as
 * it is not the operator's fault; a wrong password keeps them.
 */

/** The client's address, trusting X-Forwarded-For only from TRUSTED_PROXIES (lib/security/client-address.ts). */
export function clientAddressOf(headers: HeaderBag): string {
  return clientAddressBehind(headers, { trustedProxies: getEnv().TRUSTED_PROXIES });
}

export interface ThrottleOptions {
  policy?: ThrottlePolicy;
  /** Epoch milliseconds; tests move time instead of waiting. */
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** A successful sign-in clears its account's count; failures older than any window or lock are dropped. */
async function settleSuccess(
  counters: Map<string, ThrottleCounter>,
  keys: ThrottleKeys,
  policy: ThrottlePolicy,
  now: Date,
) {
  if (keys.account) await deleteThrottleKey(keys.account);
  // Not the address's other failures: one success must not excuse a spray from the same place.
  const address = keys.address ? counters.get(keys.address) : undefined;
  if (address) await releaseAttempt(address);
  const stale = new Date(now.getTime() - Math.max(policy.windowMs, policy.lockoutMs));
  await deleteStaleThrottleRows(stale, now);
}

async function recordLockout(email: string, clientAddress: string, attempts: number, lockedUntil: Date) {
  const log = getLogger();
  log.warn(
    { event: "auth.lockout", email, clientAddress, attempts, lockedUntil: lockedUntil.toISOString() },
    "login locked: too many failed attempts",
  );
  try {
    await writeAudit({
      customerId: await lastSessionCustomerOf(email),
      operatorEmail: email,
      action: "auth.lockout",
      targetType: "operator",
      targetId: email,
      outcome: "success",
      after: { attempts, lockedUntil: lockedUntil.toISOString(), clientAddress },
    });
  } catch (error) {
    log.error({ err: error, email }, "login lockout not audited");
  }
}

/** Refuses the attempt (before the API) when the account is locked or a limit is used up. */
function refusalFor(counters: Map<string, ThrottleCounter>, keys: ThrottleKeys, policy: ThrottlePolicy, now: Date) {
  const account = keys.account ? counters.get(keys.account) : undefined;
  const address = keys.address ? counters.get(keys.address) : undefined;
  if (account?.lockedUntil && account.lockedUntil.getTime() > now.getTime()) return "locked";
  if (account && account.count > policy.accountMaxFailures) return "locked";
  if (address && address.count > policy.addressMaxFailures) return "rate_limited";
  return undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let warnedNoAddress = false;

/**
 * Without the custom server (scripts/dashboard-server.mjs) nothing tells the app the client's
 * address: sign-in then counts per account only. Said once per process, not per attempt.
 */
function warnNoAddressOnce(log: ReturnType<typeof getLogger>) {
  if (warnedNoAddress) return;
  warnedNoAddress = true;
  log.warn(
    { event: "auth.throttle.no_client_address" },
    "client address unknown (app started without its server): sign-in limits apply per account only",
  );
}

/** Tests: the next attempt without an address warns again. */
export function resetNoAddressWarningForTests() {
  warnedNoAddress = false;
}

/**
 * Runs a login attempt under the sign-in protection: reserve, refuse or wait,
 * ask the API, settle. Throws SignInRefusedError ("locked", "rate_limited", or
 * "api_error" when the store cannot count: without counting there is no
 * protection, and without the store no session could be created anyway);
 * otherwise rethrows what the attempt threw.
 */
export async function throttledLogin<T>(
  input: { email: unknown; clientAddress: string; isCredentialFailure: (error: unknown) => boolean },
  attempt: () => Promise<T>,
  options: ThrottleOptions = {},
): Promise<T> {
  const policy = options.policy ?? throttlePolicyFromEnv(getEnv());
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? wait;
  const log = getLogger();
  const keys = throttleKeys(input.email, input.clientAddress);
  if (!keys.address) warnNoAddressOnce(log);
  const keyList = [keys.account, keys.address].filter((k): k is string => k !== undefined);
  const reservedAt = new Date(clock());

  let counters: Map<string, ThrottleCounter>;
  try {
    counters = await reserveAttempt(keyList, policy, reservedAt);
  } catch (error) {
    log.error({ err: error }, "login protection unavailable: attempt refused");
    throw new SignInRefusedError("api_error");
  }
  const refusal = refusalFor(counters, keys, policy, reservedAt);
  if (refusal) {
    log.warn({ keys, reason: refusal }, "login refused before the API: limit reached");
    throw new SignInRefusedError(refusal);
  }
  const account = keys.account ? counters.get(keys.account) : undefined;
  const address = keys.address ? counters.get(keys.address) : undefined;
  // The wait owed for the failures before this attempt.
  const delay = Math.max(
    delayForFailures((account?.count ?? 1) - 1, policy),
    delayForFailures((address?.count ?? 1) - 1, policy),
  );
  if (delay > 0) {
    log.warn({ keys, delayMs: delay }, "login throttled: repeated failures");
    await sleep(delay);
  }

  try {
    const result = await attempt();
    await settleSuccess(counters, keys, policy, new Date(clock())).catch((e: unknown) =>
      log.error({ err: e }, "login protection could not clear a count"),
    );
    return result;
  } catch (error) {
    if (!input.isCredentialFailure(error)) {
      // The API was unreachable or broken: not the operator's fault, so the attempt does not count.
      await Promise.all([...counters.values()].map(releaseAttempt)).catch((e: unknown) =>
        log.error({ err: e }, "login protection could not release a reservation"),
      );
      throw error;
    }
    log.warn({ keys }, "login failed: invalid credentials");
    if (account && typeof input.email === "string") {
      const lock = await lockIfOverLimit(account, policy, new Date(clock())).catch((e: unknown) => {
        log.error({ err: e }, "login protection could not lock an account");
        return undefined;
      });
      if (lock) {
        await recordLockout(normalizeEmail(input.email), input.clientAddress, lock.attempts, lock.lockedUntil);
        throw new SignInRefusedError("locked");
      }
    }
    throw error;
  }
}
