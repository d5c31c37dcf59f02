-- Sign-in protection of POST /api/v2/auth/login (auth/login-throttle.ts). One
-- row per throttled key: an account (a hash of the lower-cased email) or a
-- client address. In the store, not in memory, so every sandbox process on one
-- Postgres counts together and a restart forgets nothing.
--
-- attempts counts the sign-ins of the current window that did not succeed,
-- those still being checked included: an attempt is counted (one atomic
-- upsert) before its password is checked, so parallel attempts cannot all
-- pass a check that each of them would pass alone.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  attempts integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);
