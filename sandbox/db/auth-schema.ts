import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Sign-in protection of POST /api/v2/auth/login (auth/login-throttle.ts). One row per throttled
 * key: an account (a hash of the lower-cased email) or a client address; in the store so every
 * sandbox process counts together and a restart forgets nothing. attempts counts the sign-ins
 * of the current window that did not succeed, those still being checked included.
 */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true, mode: "date" }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
});
