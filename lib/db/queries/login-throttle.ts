import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { executeRows } from "@/lib/db/execute-rows";

/**
 * Queries of login_throttle, the attempt counters every dashboard instance shares
 * (lib/auth/throttle.ts for passwords, lib/auth/throttle-second-step.ts for second-factor codes
 * decide what the counts mean). A key is opaque here: the callers build it, with the customer
 * first where a count belongs to one customer's operator.
 */

/** One key's state right after an attempt was reserved. */
export interface ThrottleCounter {
  key: string;
  /** Reserved attempts in the current window, this one included (unchanged while locked). */
  count: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

type Row = { key: string; failures: number; first_failure_at: Date | string; locked_until: Date | string | null };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one attempt under each key, atomically per key. A key whose window
 * has passed, or whose lock has run out, starts again at one; a locked key is
 * left as it is (refused attempts neither extend nor deepen a lock).
 */
export async function reserveAttempt(
  keys: string[],
  policy: { windowMs: number },
  now: Date,
): Promise<Map<string, ThrottleCounter>> {
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
export async function releaseAttempt(counter: ThrottleCounter): Promise<void> {
  await (await getDb()).execute(
    sql`UPDATE login_throttle SET failures = GREATEST(failures - 1, 0)
      WHERE key = ${counter.key} AND first_failure_at = ${at(counter.windowStart)}`,
  );
}

/** Forgets a key's count, lock included. */
export async function deleteThrottleKey(key: string): Promise<void> {
  await (await getDb()).execute(sql`DELETE FROM login_throttle WHERE key = ${key}`);
}

/** Forgets a key's count unless it is locked at `now` (a lock runs its course). */
export async function deleteUnlockedThrottleKey(key: string, now: Date): Promise<void> {
  await (await getDb()).execute(
    sql`DELETE FROM login_throttle WHERE key = ${key}
      AND (locked_until IS NULL OR locked_until <= ${at(now)})`,
  );
}

/** Drops the counts whose last failure is older than `stale` and whose lock, if any, is over. */
export async function deleteStaleThrottleRows(stale: Date, now: Date): Promise<void> {
  await (await getDb()).execute(
    sql`DELETE FROM login_throttle WHERE last_failure_at < ${at(stale)}
      AND (locked_until IS NULL OR locked_until < ${at(now)})`,
  );
}

/**
 * Locks the key until now + lockoutMs if its count in the counter's window has reached
 * accountMaxFailures. Only the call that sets the lock gets a row back, so a lockout is logged
 * and audited once however many attempts fail together.
 */
export async function lockIfOverLimit(
  counter: ThrottleCounter,
  policy: { accountMaxFailures: number; lockoutMs: number },
  now: Date,
): Promise<{ attempts: number; lockedUntil: Date } | undefined> {
  const until = new Date(now.getTime() + policy.lockoutMs);
  const rows = await executeRows<{ failures: number; locked_until: Date | string }>(
    await getDb(),
    sql`UPDATE login_throttle SET locked_until = ${at(until)}
      WHERE key = ${counter.key} AND first_failure_at = ${at(counter.windowStart)}
        AND failures >= ${policy.accountMaxFailures}
        AND (locked_until IS NULL OR locked_until <= ${at(now)})
      RETURNING failures, locked_until`,
  );
  const row = rows[0];
  return row ? { attempts: Number(row.failures), lockedUntil: new Date(row.locked_until) } : undefined;
}

/** Until when the key is locked, as stored (possibly past), or null. */
export async function throttleLockedUntil(key: string): Promise<Date | null> {
  const rows = await executeRows<{ locked_until: Date | string | null }>(
    await getDb(),
    sql`SELECT locked_until FROM login_throttle WHERE key = ${key}`,
  );
  const until = rows[0]?.locked_until;
  return until === null || until === undefined ? null : new Date(until);
}
