import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { authChallenges } from "@/lib/db/operator-auth-schema";

/**
 * Queries of auth_challenges (lib/auth/mfa uses them): short-lived, one-use values handed to one session (auth_challenges), in the store because the
 * next request of the same ceremony may reach another dashboard instance. Every row is scoped by
 * the customer and the session that asked for it.
 *
 * Purposes: "register" and "authenticate" (WebAuthn challenges), "totp-enrol" (a pending TOTP
 * secret, sealed), "factor-failures" (the session's count of wrong second-factor proofs).
 */
export type ChallengePurpose = "register" | "authenticate" | "totp-enrol" | "factor-failures";

/** WebAuthn challenges and pending TOTP enrolments last this long. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface ChallengeScope {
  customerId: string;
  sessionId: string;
}

const scoped = (scope: ChallengeScope, purpose: ChallengePurpose) =>
  and(
    eq(authChallenges.customerId, scope.customerId),
    eq(authChallenges.sessionId, scope.sessionId),
    eq(authChallenges.purpose, purpose),
  );

/**
 * Stores a new challenge for this session and purpose, replacing any earlier one (a ceremony
 * started again makes the earlier options useless). Returns the row id.
 */
export async function storeChallenge(
  scope: ChallengeScope,
  purpose: ChallengePurpose,
  challenge: string,
  options: { id?: string; ttlMs?: number; now?: number } = {},
): Promise<string> {
  const db = await getDb();
  const now = options.now ?? Date.now();
  const id = options.id ?? randomUUID();
  await db.delete(authChallenges).where(scoped(scope, purpose));
  // Housekeeping: rows well past their expiry go, whoever they belonged to.
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date(now - 86_400_000)));
  await db.insert(authChallenges).values({
    id,
    customerId: scope.customerId,
    sessionId: scope.sessionId,
    purpose,
    challenge,
    expiresAt: new Date(now + (options.ttlMs ?? CHALLENGE_TTL_MS)),
  });
  return id;
}

/**
 * Uses up the session's challenge with this value: true once, while it has not expired; false
 * after (the DELETE decides, so two instances cannot both use it).
 */
export async function consumeChallenge(
  scope: ChallengeScope,
  purpose: ChallengePurpose,
  challenge: string,
  now = Date.now(),
): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(authChallenges)
    .where(
      and(scoped(scope, purpose), eq(authChallenges.challenge, challenge), gt(authChallenges.expiresAt, new Date(now))),
    )
    .returning({ id: authChallenges.id });
  return rows.length > 0;
}

/** The unexpired challenge row with this id for this session and purpose, without using it up. */
export async function peekChallenge(scope: ChallengeScope, purpose: ChallengePurpose, id: string, now = Date.now()) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(and(scoped(scope, purpose), eq(authChallenges.id, id), gt(authChallenges.expiresAt, new Date(now))));
  return row;
}

/** Deletes the row with this id for this session and purpose; true when it was there. */
export async function deleteChallenge(scope: ChallengeScope, purpose: ChallengePurpose, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(authChallenges)
    .where(and(scoped(scope, purpose), eq(authChallenges.id, id)))
    .returning({ id: authChallenges.id });
  return rows.length > 0;
}

/**
 * Adds one to the attempts of this session's row for the purpose (creating it, to expire at
 * `expiresAt`) and returns the new count. Atomic in the store, so attempts on several instances
 * add up.
 */
export async function countAttempt(
  scope: ChallengeScope,
  purpose: ChallengePurpose,
  expiresAt: Date,
  id?: string,
): Promise<number> {
  const db = await getDb();
  const where = id ? and(scoped(scope, purpose), eq(authChallenges.id, id)) : scoped(scope, purpose);
  const updated = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(where)
    .returning({ attempts: authChallenges.attempts });
  if (updated[0]) return updated[0].attempts;
  if (id) return 0;
  await db.insert(authChallenges).values({
    id: randomUUID(),
    customerId: scope.customerId,
    sessionId: scope.sessionId,
    purpose,
    challenge: "",
    expiresAt,
    attempts: 1,
  });
  return 1;
}

/** Clears the session's rows for the purpose (e.g. the failure count after a good proof). */
export async function clearChallenges(scope: ChallengeScope, purpose: ChallengePurpose): Promise<void> {
  const db = await getDb();
  await db.delete(authChallenges).where(scoped(scope, purpose));
}
