import "server-only";
import { randomBytes } from "node:crypto";
import type { TokenPair } from "@/lib/contract";
import type { Db } from "@/lib/db";
import { recordOperatorSignIn } from "@/lib/db/queries/customer-operators";
import {
  deleteSessionRow,
  deleteSessionsExpiredBefore,
  findRevokedReason,
  findSessionRow,
  insertSession,
  type OperatorSessionRow,
  revokeSessionRow,
  updateLiveSession,
} from "@/lib/db/queries/operator-sessions";
import { getEnv } from "@/lib/env";
import { decryptToken, encryptToken } from "@/lib/security/token-crypto";
import { isSecondFactorState, type SecondFactorState } from "./mfa/policy";
import type { ActiveSession } from "./active-session";
import { cachedSession, cacheSession, forgetSession, sessionCacheEpoch } from "./session-cache";
import { announceSessionEnded, getSessionEvents } from "./session-events";

export type { ActiveSession } from "./active-session";

export interface NewSession {
  email: string;
  name: string;
  customerId: string;
  customerName?: string;
  tokens: TokenPair;
  /** Decided by the caller from the policy and the operator's enrolled factors. */
  secondFactor: SecondFactorState;
  userAgent?: string;
  clientAddress?: string;
}

/** The idle limit (SESSION_IDLE_MINUTES) in milliseconds. */
export const idleLimitMs = () => getEnv().SESSION_IDLE_MINUTES * 60_000;

/**
 * A session's last activity is written at most this often (one UPDATE a minute, not one per
 * request), and well within the idle limit so that steady activity never looks idle.
 */
export const touchIntervalMs = () => Math.min(60_000, idleLimitMs() / 4);

/** True when the operator has made no request for the idle limit. */
export function isIdle(session: Pick<ActiveSession, "lastSeenAt">, now = Date.now()): boolean {
  return now - session.lastSeenAt.getTime() >= idleLimitMs();
}

const seal = (value: string, sessionId: string) => encryptToken(value, getEnv().TOKEN_ENCRYPTION_KEY, sessionId);
const open = (value: string, sessionId: string) => decryptToken(value, getEnv().TOKEN_ENCRYPTION_KEY, sessionId);

export function sealedTokenColumns(sessionId: string, tokens: TokenPair, now = Date.now()) {
  return {
    accessTokenEnc: seal(tokens.accessToken, sessionId),
    refreshTokenEnc: seal(tokens.refreshToken, sessionId),
    accessExpiresAt: new Date(now + tokens.expiresIn),
  };
}

/** Usable = not revoked, within its absolute lifetime, tokens and customer present. Otherwise undefined. */
export function openSessionRow(row: OperatorSessionRow | undefined, now = Date.now()): ActiveSession | undefined {
  if (!row || row.revoked || row.absoluteExpiresAt.getTime() <= now) return undefined;
  if (!row.accessTokenEnc || !row.refreshTokenEnc) return undefined;
  // A session from before customers were recorded cannot be scoped: it signs in again.
  if (!row.customerId) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    customerId: row.customerId,
    customerName: row.customerName ?? undefined,
    accessToken: open(row.accessTokenEnc, row.id),
    refreshToken: open(row.refreshTokenEnc, row.id),
    accessExpiresAt: row.accessExpiresAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    createdAt: row.createdAt,
    secondFactor: isSecondFactorState(row.secondFactor) ? row.secondFactor : "pending",
    stepUpAt: row.stepUpAt ?? undefined,
    lastSeenAt: row.lastSeenAt ?? row.createdAt,
  };
}

/** Stores a fresh login; returns the opaque id that the cookie will carry. */
export async function createSession(input: NewSession): Promise<{ id: string; absoluteExpiresAt: Date }> {
  const id = randomBytes(32).toString("base64url");
  const now = Date.now();
  const absoluteExpiresAt = new Date(now + getEnv().SESSION_MAX_AGE_HOURS * 3_600_000);
  await insertSession({
    id,
    email: input.email,
    name: input.name,
    customerId: input.customerId,
    customerName: input.customerName ?? null,
    ...sealedTokenColumns(id, input.tokens, now),
    absoluteExpiresAt,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    secondFactor: input.secondFactor,
    // A password just given is a fresh proof only where it is the whole sign-in.
    stepUpAt: input.secondFactor === "none" ? new Date(now) : null,
    // Display only ("Your sessions"); bounded so a crafted header cannot bloat the row.
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    clientAddress: input.clientAddress?.slice(0, 64) ?? null,
  });
  // Known to the customer from now on, after this session's row is pruned too (assignment lists).
  await recordOperatorSignIn({ customerId: input.customerId, email: input.email, name: input.name, at: new Date(now) });
  // Housekeeping on login, not on a timer: rows a day past their lifetime go.
  await deleteSessionsExpiredBefore(new Date(now - 86_400_000));
  return { id, absoluteExpiresAt };
}

/**
 * The session a request already opened, keyed by the Operator object handed
 * to it, so its first API call does not read and decrypt the row again. Only
 * lives as long as that object (one request or render).
 */
const openedFor = new WeakMap<object, ActiveSession>();

export function rememberOpened(holder: object, session: ActiveSession): void {
  openedFor.set(holder, session);
}

export function openedBy(holder: object): ActiveSession | undefined {
  return openedFor.get(holder);
}

/**
 * The usable session with this id: from the short-lived in-process cache
 * (./session-cache.ts, bounded to a few seconds; used only while this instance hears of
 * endings on the others, ./session-events.ts) or else read and decrypted from the store.
 */
export async function loadSession(id: string): Promise<ActiveSession | undefined> {
  const cached = getSessionEvents().cacheTrusted() ? cachedSession(id) : undefined;
  if (cached && !isIdle(cached)) return cached;
  const epoch = sessionCacheEpoch();
  const session = openSessionRow(await findSessionRow(id));
  if (!session) return undefined;
  if (isIdle(session)) {
    await revokeSession(id, "idle");
    return undefined;
  }
  cacheSession(session, epoch);
  return session;
}

/** Why a session that no longer opens ended: "idle" when the idle limit ended it, else "expired". */
export async function endedReason(id: string): Promise<"idle" | "expired"> {
  return (await findRevokedReason(id)) === "idle" ? "idle" : "expired";
}

/**
 * Records the operator's activity for the idle timeout: at most one write per touchIntervalMs().
 * Background requests (polls, live streams) do not call it, so an open tab does not keep an
 * abandoned session alive.
 */
export async function touchSession(session: ActiveSession, now = Date.now()): Promise<void> {
  if (now - session.lastSeenAt.getTime() < touchIntervalMs()) return;
  await updateLiveSession(session.id, { lastSeenAt: new Date(now) });
  forgetSession(session.id);
}

/**
 * Records a proof on this session: a second factor at sign-in (the session then opens the
 * dashboard) and, with it, a fresh step-up; or a step-up alone.
 */
export async function recordProof(sessionId: string, proof: "factor" | "step-up", now = Date.now()): Promise<void> {
  const at = new Date(now);
  await updateLiveSession(
    sessionId,
    proof === "factor" ? { secondFactor: "verified", factorVerifiedAt: at, stepUpAt: at } : { stepUpAt: at },
  );
  forgetSession(sessionId);
  // The other instances read the proof too, not their cached copy without it.
  await announceSessionEnded(sessionId);
}

/** Ends a session but keeps the row (who, when, why); the tokens are erased. */
export async function revokeSession(id: string, reason: string, db?: Db): Promise<void> {
  // Forgotten before (stop using it now) and after (drop a read that raced the update).
  forgetSession(id);
  await revokeSessionRow(id, reason, db);
  forgetSession(id);
  // Every other instance forgets its cached copy: the session ends there at its next request.
  await announceSessionEnded(id);
}

/** Logout: the row and its tokens are deleted, and this process forgets it at once. */
export async function deleteSession(id: string): Promise<void> {
  forgetSession(id);
  await deleteSessionRow(id);
  forgetSession(id);
  await announceSessionEnded(id);
}
