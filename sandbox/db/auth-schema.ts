import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Drizzle view of sandbox/migrations/0500_login_throttle.sql. */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true, mode: "date" }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
});
