-- What an operator chose for their own view of the dashboard (lib/db/operator-preferences.ts),
-- kept per customer and operator so it follows them across browsers and sign-ins. time_zone is
-- an IANA name checked by the dashboard before it is stored; NULL means "the browser's zone".
CREATE TABLE IF NOT EXISTS operator_preferences (
  customer_id text NOT NULL,
  operator_email text NOT NULL,
  time_zone text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, operator_email)
);
