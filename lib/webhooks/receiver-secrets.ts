import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { webhookReceiverSecrets } from "@/lib/db/webhooks-schema";
import { getEnv } from "@/lib/env";
import { decryptToken, encryptToken } from "@/lib/security/token-crypto";

/** Additional data of the sealed value: a ciphertext copied from another table does not open here. */
const AAD = "webhook-receiver-secret";
const DEFAULT_GRACE_HOURS = 24;
/** How long a read of the secrets is trusted before a mismatch triggers a fresh read. */
const RELOAD_AFTER_MS = 1_000;

export interface ReceiverSecrets {
  current: string;
  previous: string | null;
  rotatedAt: Date;
}

/** WEBHOOK_SECRET_GRACE_HOURS: how long the previous secret is still accepted after a rotation. */
export function graceMs(): number {
  const hours = Number(process.env.WEBHOOK_SECRET_GRACE_HOURS ?? DEFAULT_GRACE_HOURS);
  return (Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_GRACE_HOURS) * 3_600_000;
}

/** The secrets a delivery may be signed with right now: current, and previous while within the grace period. */
export function acceptedSecrets(secrets: ReceiverSecrets | null, now = Date.now()): string[] {
  if (!secrets) return [];
  const withinGrace = secrets.previous !== null && now - secrets.rotatedAt.getTime() <= graceMs();
  return withinGrace && secrets.previous ? [secrets.current, secrets.previous] : [secrets.current];
}

const key = () => getEnv().TOKEN_ENCRYPTION_KEY;

async function readSecrets(): Promise<ReceiverSecrets | null> {
  const db = await getDb();
  const [row] = await db.select().from(webhookReceiverSecrets).where(eq(webhookReceiverSecrets.id, 1));
  if (!row) return null;
  return {
    current: decryptToken(row.currentSecretEnc, key(), AAD),
    previous: row.previousSecretEnc ? decryptToken(row.previousSecretEnc, key(), AAD) : null,
    rotatedAt: row.rotatedAt,
  };
}

// Every delivery needs the secrets; reading and decrypting them per request would cost a query each.
let cached: { value: ReceiverSecrets | null; loadedAt: number } | undefined;

/** The secrets, from a short-lived in-process copy unless `fresh` (after a mismatch: another instance may have rotated). */
export async function loadReceiverSecrets(options: { fresh?: boolean } = {}): Promise<ReceiverSecrets | null> {
  const stale = !cached || (options.fresh && Date.now() - cached.loadedAt > RELOAD_AFTER_MS);
  if (stale) cached = { value: await readSecrets(), loadedAt: Date.now() };
  return cached?.value ?? null;
}

export function forgetCachedSecrets(): void {
  cached = undefined;
}

/**
 * Makes `secret` the receiver's current secret; the one it replaces becomes
 * the previous (accepted during the grace period). Setting the same secret
 * again changes nothing. Returns what was there before, for undo.
 */
export async function rotateReceiverSecret(secret: string): Promise<ReceiverSecrets | null> {
  const before = await readSecrets();
  forgetCachedSecrets();
  if (before?.current === secret) return before;
  const db = await getDb();
  const sealed = encryptToken(secret, key(), AAD);
  const previous = before ? encryptToken(before.current, key(), AAD) : null;
  await db
    .insert(webhookReceiverSecrets)
    .values({ id: 1, currentSecretEnc: sealed, previousSecretEnc: previous, rotatedAt: new Date() })
    .onConflictDoUpdate({
      target: webhookReceiverSecrets.id,
      set: { currentSecretEnc: sealed, previousSecretEnc: previous, rotatedAt: sql`now()` },
    });
  forgetCachedSecrets();
  return before;
}

/** Puts back what rotateReceiverSecret replaced (the API refused the change it was made for). */
export async function restoreReceiverSecrets(before: ReceiverSecrets | null): Promise<void> {
  const db = await getDb();
  forgetCachedSecrets();
  if (!before) {
    await db.delete(webhookReceiverSecrets).where(eq(webhookReceiverSecrets.id, 1));
    return;
  }
  const values = {
    currentSecretEnc: encryptToken(before.current, key(), AAD),
    previousSecretEnc: before.previous ? encryptToken(before.previous, key(), AAD) : null,
    rotatedAt: before.rotatedAt,
  };
  await db
    .insert(webhookReceiverSecrets)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: webhookReceiverSecrets.id, set: values });
}
