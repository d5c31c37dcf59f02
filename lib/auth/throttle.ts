import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { getLogger } from "@/lib/log";
import { delayForFailures, throttleKeys, WINDOW_MS } from "./throttle-policy";

export { clientAddressOf } from "./throttle-policy";

/** Both drivers answer execute() with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return result && typeof result === "object" && "rows" in result && Array.isArray(result.rows)
    ? (result.rows as T[])
    : [];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait owed before this attempt is checked: the largest over its keys. */
export async function pendingDelay(keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const db = await getDb();
  const windowStart = new Date(Date.now() - WINDOW_MS);
  const rows = rowsOf<{ failures: number }>(
    await db.execute(
      sql`SELECT failures FROM login_throttle WHERE key IN (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}) AND last_failure_at > ${windowStart}`,
    ),
  );
  return Math.max(0, ...rows.map((r) => delayForFailures(r.failures)));
}

/** Counts one failure under each key; a key whose window has passed starts again at one. */
export async function recordFailure(keys: string[]): Promise<void> {
  const db = await getDb();
  const windowStart = new Date(Date.now() - WINDOW_MS);
  for (const key of keys) {
    await db.execute(sql`INSERT INTO login_throttle (key, failures) VALUES (${key}, 1)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN login_throttle.last_failure_at > ${windowStart} THEN login_throttle.failures + 1 ELSE 1 END,
        first_failure_at = CASE WHEN login_throttle.last_failure_at > ${windowStart} THEN login_throttle.first_failure_at ELSE now() END,
        last_failure_at = now()`);
  }
}

/** A successful login clears its email's count (not the address's: one success must not excuse a spray). */
export async function recordSuccess(email: string): Promise<void> {
  const [key] = throttleKeys(email, undefined);
  if (!key) return;
  await (await getDb()).execute(sql`DELETE FROM login_throttle WHERE key = ${key}`);
}

/**
 * Runs a login attempt under throttling: waits what the email and address
 * owe, then counts the outcome. Only wrong credentials count; an unreachable
 * API is not the operator's fault. The store being down must not lock
 * everyone out, so throttling errors are logged and the attempt goes ahead.
 */
export async function throttledLogin<T>(
  input: { email: unknown; clientAddress: string; isCredentialFailure: (error: unknown) => boolean },
  attempt: () => Promise<T>,
): Promise<T> {
  const keys = throttleKeys(input.email, input.clientAddress);
  const log = getLogger();
  try {
    const delay = await pendingDelay(keys);
    if (delay > 0) {
      log.warn({ keys, delayMs: delay }, "login throttled: repeated failures");
      await sleep(delay);
    }
  } catch (error) {
    log.error({ err: error }, "login throttle unavailable");
  }
  try {
    const result = await attempt();
    if (typeof input.email === "string") await recordSuccess(input.email).catch(() => {});
    return result;
  } catch (error) {
    if (input.isCredentialFailure(error)) {
      await recordFailure(keys).catch((e: unknown) => log.error({ err: e }, "login throttle unavailable"));
      log.warn({ keys }, "login failed: invalid credentials");
    }
    throw error;
  }
}
