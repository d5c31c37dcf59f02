import "server-only";
import { randomBytes } from "node:crypto";
import { ttlCache } from "@/lib/cache/ttl-cache";
import {
  findReceiverRowByCustomer,
  findReceiverRowByKey,
  insertReceiverUnlessPresent,
  type ReceiverRow,
  setReceiverSecrets,
} from "@/lib/db/queries/webhook-receivers";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { openReceiverSecret, sealReceiverSecret } from "./receiver-seal";

/**
 * One webhook receiver per customer: its URL carries an unguessable key
 * (/api/webhooks/receive/<key>), and a delivery there is verified only against
 * that customer's secrets and stored under that customer. One customer's
 * rotation never touches another's.
 */

/** How long a read of a receiver is trusted before a mismatch triggers a fresh read. */
const RELOAD_AFTER_MS = 1_000;
/** Bound on cached receivers: one per customer, so this is a ceiling, not a working set. */
const MAX_CACHED = 10_000;
/** 32 random bytes: base64url, 43 characters. */
export const RECEIVER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface ReceiverSecrets {
  current: string;
  previous: string | null;
  rotatedAt: Date;
}

export interface Receiver {
  customerId: string;
  key: string;
  /** Null until the customer sets a secret ("Receive here"): nothing verifies then. */
  secrets: ReceiverSecrets | null;
}

/** WEBHOOK_SECRET_GRACE_HOURS: how long the previous secret is still accepted after a rotation. */
export function graceMs(): number {
  return getEnv().WEBHOOK_SECRET_GRACE_HOURS * 3_600_000;
}

/** The secrets a delivery may be signed with right now: current, and previous while within the grace period. */
export function acceptedSecrets(secrets: ReceiverSecrets | null, now = Date.now()): string[] {
  if (!secrets) return [];
  const withinGrace = secrets.previous !== null && now - secrets.rotatedAt.getTime() <= graceMs();
  return withinGrace && secrets.previous ? [secrets.current, secrets.previous] : [secrets.current];
}

const seal = (customerId: string, secret: string) =>
  sealReceiverSecret(getEnv().TOKEN_ENCRYPTION_KEY, customerId, secret);
const open = (customerId: string, sealed: string) =>
  openReceiverSecret(getEnv().TOKEN_ENCRYPTION_KEY, customerId, sealed);

function toReceiver(row: ReceiverRow): Receiver {
  const secrets = row.currentSecretEnc
    ? {
        current: open(row.customerId, row.currentSecretEnc),
        previous: row.previousSecretEnc ? open(row.customerId, row.previousSecretEnc) : null,
        rotatedAt: row.rotatedAt,
      }
    : null;
  return { customerId: row.customerId, key: row.receiverKey, secrets };
}

async function readByCustomer(scope: CustomerScope): Promise<Receiver | null> {
  const row = await findReceiverRowByCustomer(scope);
  return row ? toReceiver(row) : null;
}

async function readByKey(key: string): Promise<Receiver | null> {
  const row = await findReceiverRowByKey(key);
  return row ? toReceiver(row) : null;
}

/**
 * Every delivery needs its receiver; reading and decrypting it per request would cost a query
 * each. An entry is kept past RELOAD_AFTER_MS (a rotation here drops it at once): that time only
 * decides whether a mismatch may read it again. Concurrent reads of one key share one query.
 */
const byKey = ttlCache<string, { value: Receiver | null }>({
  max: MAX_CACHED,
  ttlMs: RELOAD_AFTER_MS,
  keepExpired: true,
  load: async (key) => ({ value: await readByKey(key) }),
});

/**
 * The receiver a URL key names, from a short-lived in-process copy unless `fresh`
 * (after a mismatch: another instance may have rotated). Null for an unknown key.
 */
export async function receiverForKey(key: string, options: { fresh?: boolean } = {}): Promise<Receiver | null> {
  if (!RECEIVER_KEY_PATTERN.test(key)) return null;
  const hit = options.fresh ? undefined : byKey.get(key, { allowStale: true });
  return (hit ?? (await byKey.forceFetch(key, { allowStale: false }))).value;
}

export function forgetCachedReceivers(): void {
  byKey.clear();
}

/** This customer's receiver key, made on first use (the URL exists before any secret is set). */
export async function receiverKeyFor(scope: CustomerScope): Promise<string> {
  const existing = await readByCustomer(scope);
  if (existing) return existing.key;
  await insertReceiverUnlessPresent(scope, randomBytes(32).toString("base64url"));
  // Another instance may have made it at the same moment: its key is the one that stands.
  const made = await readByCustomer(scope);
  if (!made) throw new Error("webhook receiver was not stored");
  return made.key;
}

/**
 * Makes `secret` this customer's current secret; the one it replaces becomes
 * the previous (accepted during the grace period). Setting the same secret
 * again changes nothing. Returns what was there before, for undo.
 */
export async function rotateReceiverSecret(scope: CustomerScope, secret: string): Promise<ReceiverSecrets | null> {
  const key = await receiverKeyFor(scope);
  const before = (await readByCustomer(scope))?.secrets ?? null;
  if (before?.current === secret) return before;
  await setReceiverSecrets(scope, {
    currentSecretEnc: seal(scope.customerId, secret),
    previousSecretEnc: before ? seal(scope.customerId, before.current) : null,
  });
  byKey.delete(key);
  return before;
}

/** Puts back what rotateReceiverSecret replaced (the API refused the change it was made for). */
export async function restoreReceiverSecrets(scope: CustomerScope, before: ReceiverSecrets | null): Promise<void> {
  const key = await setReceiverSecrets(
    scope,
    {
      currentSecretEnc: before ? seal(scope.customerId, before.current) : null,
      previousSecretEnc: before?.previous ? seal(scope.customerId, before.previous) : null,
    },
    before?.rotatedAt ?? new Date(),
  );
  if (key) byKey.delete(key);
}
