import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { writeAudit } from "@/lib/db/audit";
import { executeRows } from "@/lib/db/execute-rows";
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

/** One key's state right after this attempt was reserved. */
export interface Counter {
  key: string;
  /** Reserved attempts in the current window, this one included (unchanged while locked). */
  count: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

export interface ThrottleOptions {
  policy?: ThrottlePolicy;
  /** Epoch milliseconds; tests move time instead of waiting. */
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

type Row = { key: string; failures: number; first_failure_at: Date | string; locked_until: Date | string | null };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one attempt under each key, atomically per key. A key whose window
 * has passed, or whose lock has run out, starts again at one; a locked key is
 * left as it is (refused attempts neither extend nor deepen a lock).
 */
export async function reserveAttempt(keys: string[], policy: ThrottlePolicy, now: Date): Promise<Map<string, Counter>> {
  if (keys.length === 0) return new Map();
  const db = await getDb();
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const values = sql.join(
    keys.map((key) => sql`(${key}, 1, ${at(now)}, ${at(now)})`),
    sql`, `,
  );
  const fresh = sql`(t.locked_until IS NOT NULL OR t.first_failure_at <= ${at(windowStart)})`;
  const locked = sql`t.locked_until > ${at(now)}`;
  const rows = await executeRows<Row>(
    db,
    sql`INSERT INTO login_throttle AS t (key, failures, first_failure_at, last_failure_at)
      VALUES ${values}
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${locked} THEN t.failures WHEN ${fresh} THEN 1 ELSE t.failures + 1 END,
        first_failure_at = CASE WHEN ${locked} THEN t.first_failure_at WHEN ${fresh} THEN ${at(now)} ELSE t.first_failure_at END,
        locked_until = CASE WHEN ${locked} THEN t.locked_until ELSE NULL END,
        last_failure_at = ${at(now)}
      RETURNING key, failures, first_failure_at, locked_until`,
  );
  return new Map(
    rows.map((r) => [
      r.key,
      {
        key: r.key,
        count: Number(r.failures),
        windowStart: new Date(r.first_failure_at),
        lockedUntil: r.locked_until === null ? null : new Date(r.locked_until),
      },
    ]),
  );
}

/** Gives one reservation back, if its window is still the current one. */
async function release(counter: Counter): Promise<void> {
  await (await getDb()).execute(
    sql`UPDATE login_throttle SET failures = GREATEST(failures - 1, 0)
      WHERE key = ${counter.key} AND first_failure_at = ${at(counter.windowStart)}`,
  );
}

/** A successful sign-in clears its account's count; failures older than any window or lock are dropped. */
async function settleSuccess(counters: Map<string, Counter>, keys: ThrottleKeys, policy: ThrottlePolicy, now: Date) {
  const db = await getDb();
  if (keys.account) await db.execute(sql`DELETE FROM login_throttle WHERE key = ${keys.account}`);
  // Not the address's other failures: one success must not excuse a spray from the same place.
  const address = keys.address ? counters.get(keys.address) : undefined;
  if (address) await release(address);
  const stale = new Date(now.getTime() - Math.max(policy.windowMs, policy.lockoutMs));
  await db.execute(
    sql`DELETE FROM login_throttle WHERE last_failure_at < ${at(stale)}
      AND (locked_until IS NULL OR locked_until < ${at(now)})`,
  );
}

/**
 * After a wrong password: locks the account if its count has reached the
 * limit. Only the call that sets the lock gets a row back, so the lockout is
 * logged and audited once however many guesses fail together.
 */
export async function lockIfOverLimit(
  account: Counter,
  policy: ThrottlePolicy,
  now: Date,
): Promise<{ attempts: number; lockedUntil: Date } | undefined> {
  const until = new Date(now.getTime() + policy.lockoutMs);
  const rows = await executeRows<{ failures: number; locked_until: Date | string }>(
    await getDb(),
    sql`UPDATE login_throttle SET locked_until = ${at(until)}
      WHERE key = ${account.key} AND first_failure_at = ${at(account.windowStart)}
        AND failures >= ${policy.accountMaxFailures}
        AND (locked_until IS NULL OR locked_until <= ${at(now)})
      RETURNING failures, locked_until`,
  );
  const row = rows[0];
  return row ? { attempts: Number(row.failures), lockedUntil: new Date(row.locked_until) } : undefined;
}

/** The customer of the account's most recent session, for the audit entry; null if it never signed in. */
async function lastCustomerOf(email: string): Promise<string | null> {
  const rows = await executeRows<{ customer_id: string | null }>(
    await getDb(),
    sql`SELECT customer_id FROM operator_sessions WHERE email = ${email} ORDER BY created_at DESC LIMIT 1`,
  );
  return rows[0]?.customer_id ?? null;
}

async function recordLockout(email: string, clientAddress: string, attempts: number, lockedUntil: Date) {
  const log = getLogger();
  log.warn(
    { event: "auth.lockout", email, clientAddress, attempts, lockedUntil: lockedUntil.toISOString() },
    "login locked: too many failed attempts",
  );
  try {
    await writeAudit({
      customerId: await lastCustomerOf(email),
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
function refusalFor(counters: Map<string, Counter>, keys: ThrottleKeys, policy: ThrottlePolicy, now: Date) {
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

  let counters: Map<string, Counter>;
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
      await Promise.all([...counters.values()].map(release)).catch((e: unknown) =>
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
