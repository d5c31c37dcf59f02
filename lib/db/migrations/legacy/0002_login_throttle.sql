-- Failed sign-ins per key ("email:<address>" or "ip:<address>"), shared by
-- every dashboard instance so a guesser cannot spread attempts across them.
-- A row is forgotten once its window has passed (see lib/auth/throttle.ts).
CREATE TABLE IF NOT EXISTS login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  first_failure_at timestamptz NOT NULL DEFAULT now(),
  last_failure_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS login_throttle_last_failure_idx ON login_throttle (last_failure_at);
