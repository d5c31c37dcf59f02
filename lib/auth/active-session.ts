import type { SecondFactorState } from "./mfa/policy";

/*
 * The session as the server holds it, in a file of its own so the store (./session-store.ts),
 * its cache (./session-cache.ts) and the events that drop cached entries (./session-events.ts)
 * import it without importing each other in a circle: the store uses the cache and the events,
 * the events use the cache, the cache uses neither.
 */

/** A session row with its tokens opened. Lives only in server memory. */
export interface ActiveSession {
  id: string;
  email: string;
  name: string;
  /** The operator's customer: every stored row and read is scoped by it. */
  customerId: string;
  customerName?: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  absoluteExpiresAt: Date;
  createdAt: Date;
  /** What the session still owes after the password (lib/auth/mfa/policy.ts). */
  secondFactor: SecondFactorState;
  /** The last fresh proof for step-up (lib/auth/step-up.ts), if any. */
  stepUpAt?: Date;
  /** The operator's last request (idle timeout); the sign-in time until the first one is recorded. */
  lastSeenAt: Date;
}
