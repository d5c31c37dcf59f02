-- Back office: bank accounts and wallets of users (with their compliance review
-- state) and COP recharges. Roles and permissions live in 0001_core.sql.

CREATE TABLE accounts (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  user_id text NOT NULL REFERENCES users (id),
  type text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  data jsonb NOT NULL,
  external_id text NOT NULL,
  compliance_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_customer_external_id_key ON accounts (customer_id, external_id);
-- The review queue reads PENDING first, then newest; the expression matches that ORDER BY.
CREATE INDEX accounts_customer_queue_idx ON accounts (customer_id, (status = 'PENDING') DESC, created_at DESC, id DESC);
CREATE INDEX accounts_customer_status_idx ON accounts (customer_id, status, created_at DESC, id DESC);
CREATE INDEX accounts_user_idx ON accounts (user_id);

-- The order is the client's idempotency key: unique per customer, so a retried
-- request finds the earlier recharge instead of creating a second one.
CREATE TABLE cop_recharges (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  operator_id text NOT NULL REFERENCES operators (id),
  order_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 1),
  description text NOT NULL,
  pv_order_id text NOT NULL UNIQUE,
  reference text NOT NULL,
  operation text NOT NULL,
  -- Random and unguessable: the checkout page is opened by a browser without a token.
  checkout_token text NOT NULL UNIQUE,
  checkout_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, order_id)
);
