import "server-only";
import { createHash } from "node:crypto";
import Bowser from "bowser";
import { listOwnerSessionRows } from "@/lib/db/queries/operator-sessions";
import { isSecondFactorState, secondFactorSettled } from "./mfa/policy";
import { idleLimitMs, revokeSession } from "./session-store";

/**
 * "Your sessions": the signed-in operator's own sessions (same customer and email), and ending
 * them. A session id is the cookie's bearer secret, so it never leaves the server: the browser
 * and the audit log see a short reference, the start of a SHA-256 of the id, which is resolved
 * back only among the operator's own live sessions.
 */

/** Whose sessions: the signed-in operator, and which of them is the current one. */
export interface SessionOwner {
  customerId: string;
  email: string;
  sessionId: string;
}

export interface DeviceSummary {
  browser?: string;
  browserVersion?: string;
  os?: string;
  osVersion?: string;
  /** bowser's platform type: desktop, mobile, tablet, tv, bot. */
  type?: string;
}

export interface SessionListItem {
  /** Short, non-secret reference (sessionRef); never the id. */
  ref: string;
  current: boolean;
  /** Undefined when the session recorded no user agent ("Unknown device"). */
  device?: DeviceSummary;
  address?: string;
  createdAt: string;
  lastSeenAt: string;
  /** Gave its password but not yet its second factor. */
  awaitingFactor: boolean;
}

const REF_LENGTH = 12;

/** The short reference of a session: non-secret (a hash of the id), stable, unique among one operator's sessions. */
export function sessionRef(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex").slice(0, REF_LENGTH);
}

/** Browser, OS and device type from a User-Agent; undefined when there is none to read. */
export function describeDevice(userAgent: string | null | undefined): DeviceSummary | undefined {
  if (!userAgent?.trim()) return undefined;
  const parsed = Bowser.parse(userAgent);
  const device: DeviceSummary = {
    browser: parsed.browser.name || undefined,
    browserVersion: parsed.browser.version || undefined,
    os: parsed.os.name || undefined,
    osVersion: parsed.os.versionName || parsed.os.version || undefined,
    type: parsed.platform.type || undefined,
  };
  return device.browser || device.os ? device : undefined;
}

/** The owner's live sessions' rows: same customer and email, not revoked, within lifetime and idle limit. */
async function liveRows(owner: SessionOwner, now: number) {
  const rows = await listOwnerSessionRows(owner, new Date(now));
  const idleSince = now - idleLimitMs();
  return rows.filter((row) => (row.lastSeenAt ?? row.createdAt).getTime() > idleSince);
}

/** The operator's sessions, the current one first, then the most recently started. */
export async function listOwnSessions(owner: SessionOwner, now = Date.now()): Promise<SessionListItem[]> {
  const rows = await liveRows(owner, now);
  const items = rows.map((row) => ({
    ref: sessionRef(row.id),
    current: row.id === owner.sessionId,
    device: describeDevice(row.userAgent),
    address: row.clientAddress ?? undefined,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    awaitingFactor: !(isSecondFactorState(row.secondFactor) && secondFactorSettled(row.secondFactor)),
  }));
  return items.sort((a, b) => Number(b.current) - Number(a.current));
}

export type EndSessionOutcome = { ended: true } | { ended: false; reason: "not_found" | "current" };

/**
 * Ends one of the operator's other sessions by its reference. A reference that is not one of the
 * operator's live sessions (another operator's, another customer's, already ended) ends nothing.
 */
export async function endOwnSession(owner: SessionOwner, ref: string, now = Date.now()): Promise<EndSessionOutcome> {
  const matches = (await liveRows(owner, now)).filter((row) => sessionRef(row.id) === ref);
  const [match] = matches;
  // Two of one operator's sessions sharing a 48-bit reference: refuse rather than guess.
  if (!match || matches.length > 1) return { ended: false, reason: "not_found" };
  if (match.id === owner.sessionId) return { ended: false, reason: "current" };
  await revokeSession(match.id, "ended_by_operator");
  return { ended: true };
}

/** Ends every live session of the operator except the current one; returns the references ended. */
export async function endOtherOwnSessions(owner: SessionOwner, now = Date.now()): Promise<string[]> {
  const others = (await liveRows(owner, now)).filter((row) => row.id !== owner.sessionId);
  for (const row of others) await revokeSession(row.id, "ended_by_operator");
  return others.map((row) => sessionRef(row.id));
}
