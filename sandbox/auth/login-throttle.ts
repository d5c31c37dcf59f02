import { createHash } from "node:crypto";
import { and, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { LoginThrottleSettings, SandboxConfig } from "../config";
import { loginThrottle } from "../db/auth-schema";
import type { Db } from "../db/store";
import { queryRows } from "../events/sql";
import { ApiError, ERROR_CODES } from "../lib/errors";

/** What a sign-in that passed the throttle reports once its password was checked. */
export interface SignInAttempt {
  /** Wrong password or unknown email: the attempt stays counted, and may lock the account or address. */
  failed(): Promise<void>;
  /** Signed in: the account's failures are forgotten and the address gets this attempt back. */
  succeeded(): Promise<void>;
}

interface Reservation {
  key: string;
  max: number;
  /** Window the attempt was counted in; a refund or a lock applies to that window only. */
  windowStartedAt: Date;
  /** Set when the key refuses sign-ins: locked, or as many attempts in flight or failed as allowed. */
  refusedUntil: Date | undefined;
}

interface ThrottleRow {
  attempts: number;
  window_started_at: Date | string;
  locked_until: Date | string | null;
}

/**
 * Keys are hashed: their length stays fixed whatever the request carried, and
 * the store keeps no list of the emails that failed to sign in.
 */
const throttleKey = (kind: "account" | "address", value: string) =>
  `${kind}:${createHash("sha256").update(value).digest("hex")}`;

const iso = (date: Date) => date.toISOString();

/**
 * Counts one attempt on a key in one atomic upsert, before any password is
 * checked, so parallel attempts queue on the row and each sees the ones before
 * it. A locked key counts nothing more; a lock or a window that is over starts
 * afresh. Attempts beyond the limit are capped at limit + 1: a refused attempt
 * must not keep the key refused after the counted ones succeed and are refunded.
 */
async function reserve(db: Db, key: string, max: number, settings: LoginThrottleSettings, now: Date) {
  const windowCutoff = new Date(now.getTime() - settings.windowMs);
  const [row] = await queryRows<ThrottleRow>(
    db,
    sql`INSERT INTO login_throttle AS t (key, attempts, window_started_at, locked_until)
        VALUES (${key}, 1, ${iso(now)}::timestamptz, NULL)
        ON CONFLICT (key) DO UPDATE SET
          attempts = CASE
            WHEN t.locked_until > ${iso(now)}::timestamptz THEN t.attempts
            WHEN t.locked_until IS NOT NULL OR t.window_started_at <= ${iso(windowCutoff)}::timestamptz THEN 1
            ELSE least(t.attempts + 1, ${max + 1})
          END,
          window_started_at = CASE
            WHEN t.locked_until > ${iso(now)}::timestamptz THEN t.window_started_at
            WHEN t.locked_until IS NOT NULL OR t.window_started_at <= ${iso(windowCutoff)}::timestamptz
              THEN ${iso(now)}::timestamptz
            ELSE t.window_started_at
          END,
          locked_until = CASE WHEN t.locked_until > ${iso(now)}::timestamptz THEN t.locked_until END
        RETURNING attempts, window_started_at, locked_until`,
  );
  if (!row) throw new Error("login_throttle upsert returned no row");
  const lockedUntil = row.locked_until === null ? undefined : new Date(row.locked_until);
  // Over the limit but not locked yet: the counted attempts are still being
  // checked, and the lock their failures set will last about this long.
  const inFlightUntil = row.attempts > max ? new Date(now.getTime() + settings.lockoutMs) : undefined;
  return {
    key,
    max,
    windowStartedAt: new Date(row.window_started_at),
    refusedUntil: lockedUntil ?? inFlightUntil,
  } satisfies Reservation;
}

/** The failure that brings a key's window to its limit locks the key for lockoutMs. */
async function lockIfAtLimit(db: Db, r: Reservation, settings: LoginThrottleSettings, now: Date) {
  await db
    .update(loginThrottle)
    .set({ lockedUntil: new Date(now.getTime() + settings.lockoutMs) })
    .where(
      and(
        eq(loginThrottle.key, r.key),
        gte(loginThrottle.attempts, r.max),
        isNull(loginThrottle.lockedUntil),
        eq(loginThrottle.windowStartedAt, r.windowStartedAt),
      ),
    );
}

const retryAfter = (until: Date, now: Date) => ({
  "retry-after": String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))),
});

/**
 * Why 401 and not 429: the spec answers refused credentials with 401 and
 * defines no 429, so a client written to it shows this as a refused sign-in
 * (our dashboard shows "invalid credentials" for any 401 and a generic API
 * error for anything else). The distinct errorCode, the message and
 * Retry-After tell it apart for clients that know them.
 */
const refused = (code: string, message: string, until: Date, now: Date) =>
  new ApiError(401, code, [message], [], retryAfter(until, now));

/**
 * Counts a sign-in attempt for its client address and then its account (the
 * lower-cased email, known or not, so a lock reveals nothing about which
 * emails exist) and throws the 401 when either refuses sign-ins, before any
 * password is checked. A refused address does not count against the account.
 */
export async function beginSignIn(
  db: Db,
  config: Pick<SandboxConfig, "loginThrottle" | "now">,
  { email, address }: { email: string; address: string },
): Promise<SignInAttempt> {
  const settings = config.loginThrottle;
  const now = config.now();
  const byAddress = await reserve(db, throttleKey("address", address), settings.maxFailuresPerAddress, settings, now);
  if (byAddress.refusedUntil) {
    throw refused(
      ERROR_CODES.addressBlocked,
      `Too many failed sign-ins from this address: sign-ins from it are refused until about ${iso(byAddress.refusedUntil)}`,
      byAddress.refusedUntil,
      now,
    );
  }
  const account = throttleKey("account", email.toLowerCase());
  const byAccount = await reserve(db, account, settings.maxFailuresPerAccount, settings, now);
  if (byAccount.refusedUntil) {
    throw refused(
      ERROR_CODES.accountLocked,
      `Too many failed sign-ins: this account is temporarily locked until about ${iso(byAccount.refusedUntil)}`,
      byAccount.refusedUntil,
      now,
    );
  }
  return {
    failed: async () => {
      const at = config.now();
      await lockIfAtLimit(db, byAddress, settings, at);
      await lockIfAtLimit(db, byAccount, settings, at);
    },
    succeeded: async () => {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, account));
      await db
        .update(loginThrottle)
        .set({ attempts: sql`${loginThrottle.attempts} - 1` })
        .where(
          and(
            eq(loginThrottle.key, byAddress.key),
            gt(loginThrottle.attempts, 0),
            eq(loginThrottle.windowStartedAt, byAddress.windowStartedAt),
          ),
        );
    },
  };
}
