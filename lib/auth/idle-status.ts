import "server-only";
import type { Operator } from "./session";
import { idleLimitMs, loadSession } from "./session-store";

/** What the idle warning needs from the server: how long until the session goes idle. */
export type IdleStatus = { remainingMs: number; idleLimitMs: number };

/**
 * The time left before the operator's session ends for want of activity, read from the store
 * (another tab or instance may have recorded activity since this page was rendered).
 */
export async function idleStatus(operator: Operator, now = Date.now()): Promise<IdleStatus | undefined> {
  const session = await loadSession(operator.sessionId);
  if (!session) return undefined;
  const limit = idleLimitMs();
  return { remainingMs: Math.max(0, session.lastSeenAt.getTime() + limit - now), idleLimitMs: limit };
}
