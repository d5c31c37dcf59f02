-- Webhooks: configurations, the persistent outbox (one delivery row per event),
-- the attempt log and worker heartbeats; plus the records whose changes the
-- sandbox reports through events: ramps, custodial (savings) accounts and
-- their transactions.

CREATE TABLE webhook_configs (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  url text NOT NULL,
  -- Kept in clear because the sandbox must sign with it; never returned by the API.
  secret text NOT NULL,
  events text[] NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Spec: "Only one active webhook configuration exists per customer".
CREATE UNIQUE INDEX webhook_configs_one_active_key ON webhook_configs (customer_id) WHERE active;
CREATE INDEX webhook_configs_customer_idx ON webhook_configs (customer_id, created_at DESC);

-- The outbox. Rows are written in the transaction that changes the record, so
-- an event exists exactly when its change committed. config_id has no foreign
-- key: deleting a configuration keeps its delivery history.
CREATE TABLE webhook_deliveries (
  event_id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  customer_id text NOT NULL,
  config_id text NOT NULL,
  event text NOT NULL,
  action text NOT NULL,
  -- json, not jsonb: keeps the record's key order in the delivered body.
  data json NOT NULL,
  event_created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'in_flight', 'succeeded', 'failed', 'canceled')),
  -- The attempts value of the next (or current, when in_flight) attempt: 0 to 5.
  attempt integer NOT NULL DEFAULT 0 CHECK (attempt BETWEEN 0 AND 5),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Worker that holds an in_flight row; a dead worker's rows are claimed again.
  lease_owner text,
  leased_at timestamptz,
  resends integer NOT NULL DEFAULT 0,
  last_attempt_at timestamptz,
  last_status integer,
  last_error text,
  last_duration_ms integer,
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, seq) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_leased_idx ON webhook_deliveries (leased_at) WHERE status = 'in_flight';
CREATE INDEX webhook_deliveries_customer_idx ON webhook_deliveries (customer_id, seq DESC);
CREATE INDEX webhook_deliveries_customer_status_idx ON webhook_deliveries (customer_id, status, seq DESC);

-- One row per HTTP attempt, for the delivery log. round counts manual resends.
CREATE TABLE webhook_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id text NOT NULL REFERENCES webhook_deliveries (event_id) ON DELETE CASCADE,
  round integer NOT NULL,
  attempt integer NOT NULL,
  url text NOT NULL,
  started_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  response_status integer,
  error text,
  succeeded boolean NOT NULL
);
CREATE INDEX webhook_attempts_event_idx ON webhook_attempts (event_id, id);

-- Liveness of delivery workers (one per sandbox process), so rows left in_flight
-- by a killed process are claimed again without waiting for a long lease.
CREATE TABLE webhook_workers (
  id text PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ramps (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  external_id text,
  user_id text NOT NULL,
  account_id text NOT NULL,
  quotation_id text NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  cash_in_method text NOT NULL,
  cash_out_method text NOT NULL,
  from_currency text NOT NULL,
  to_currency text NOT NULL,
  from_amount numeric(24, 6) NOT NULL,
  to_amount numeric(24, 6) NOT NULL,
  transfer_proof text,
  is_pre_funded boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  accounts jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ramps_customer_external_id_key ON ramps (customer_id, external_id);
CREATE INDEX ramps_customer_created_idx ON ramps (customer_id, created_at DESC, id DESC);
CREATE INDEX ramps_customer_status_created_idx ON ramps (customer_id, status, created_at DESC, id DESC);

-- Custodial accounts (spec: Savings). Money as numeric(24, 2), sent as strings.
CREATE TABLE custodial_accounts (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  user_id text NOT NULL,
  type text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE',
  balance numeric(24, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  currency text NOT NULL,
  previous_balance numeric(24, 2) NOT NULL DEFAULT 0,
  change_amount numeric(24, 2) NOT NULL DEFAULT 0,
  change_reason text NOT NULL DEFAULT 'ADJUSTMENT',
  last_transaction_id text NOT NULL DEFAULT '',
  interest_rate numeric(8, 4) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custodial_accounts_customer_idx ON custodial_accounts (customer_id, created_at DESC, id DESC);

CREATE TABLE savings_transactions (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  user_id text NOT NULL,
  savings_account_id text NOT NULL REFERENCES custodial_accounts (id),
  type text NOT NULL,
  status text NOT NULL,
  amount numeric(24, 2) NOT NULL,
  currency text NOT NULL,
  method text NOT NULL,
  reference text NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX savings_transactions_account_idx ON savings_transactions (savings_account_id, created_at DESC);
