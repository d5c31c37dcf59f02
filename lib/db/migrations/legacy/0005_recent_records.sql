-- Records an operator opened by id (lib/db/recent-records.ts), for an API that offers no list
-- of them: roles, customers and bank accounts are then reached by id, and the ids this
-- customer opened lately are offered again. `record` keeps the last body the API returned for
-- the id (the answer to an update), shown until the next one: without a read endpoint it is
-- the only copy the dashboard has.
CREATE TABLE IF NOT EXISTS recent_records (
  customer_id text NOT NULL,
  resource text NOT NULL,
  record_id text NOT NULL,
  opened_by text NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  record jsonb,
  record_at timestamptz,
  PRIMARY KEY (customer_id, resource, record_id)
);
CREATE INDEX IF NOT EXISTS recent_records_customer_opened_idx
  ON recent_records (customer_id, resource, opened_at DESC);
