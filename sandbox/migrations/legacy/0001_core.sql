-- Core sandbox store: customers, operators and their permissions, auth sessions,
-- payouts (with per-status counts kept by triggers) and users.

CREATE TABLE customers (
  id text PRIMARY KEY,
  name text NOT NULL,
  strategies_by_pair jsonb NOT NULL DEFAULT '{}'::jsonb,
  available_products jsonb NOT NULL DEFAULT '{}'::jsonb,
  active boolean NOT NULL DEFAULT true,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Permissions are resource x action pairs; name is "resource:action".
CREATE TABLE permissions (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  resource text NOT NULL,
  action text NOT NULL,
  description text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (resource, action)
);

CREATE TABLE roles (
  id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE role_permissions (
  role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_id text NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
);

-- Operators are the people who log in (not the API's "users" resource).
CREATE TABLE operators (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  role_id text NOT NULL REFERENCES roles (id),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per login: the refresh token family. Access tokens carry its id.
CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  operator_id text NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text
);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE payouts (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  external_id text,
  amount numeric(24, 6) NOT NULL,
  currency text NOT NULL,
  beneficiary jsonb NOT NULL,
  status text NOT NULL,
  details text,
  transfer_proof text,
  metadata jsonb,
  -- sha256 of the canonical creation body, to tell a retry from a conflicting reuse of externalId.
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payouts_customer_external_id_key ON payouts (customer_id, external_id);
CREATE INDEX payouts_customer_created_idx ON payouts (customer_id, created_at DESC, id DESC);
CREATE INDEX payouts_customer_status_created_idx ON payouts (customer_id, status, created_at DESC, id DESC);

-- Per customer and status counts, so totalPage never scans payouts. Kept by
-- statement-level triggers, so bulk inserts and any later status change stay exact.
CREATE TABLE payout_counts (
  customer_id text NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (customer_id, status)
);

CREATE FUNCTION payout_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payout_counts AS pc (customer_id, status, n)
  SELECT customer_id, status, count(*) FROM new_rows GROUP BY customer_id, status ORDER BY 1, 2
  ON CONFLICT (customer_id, status) DO UPDATE SET n = pc.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION payout_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payout_counts pc SET n = pc.n - d.c
  FROM (SELECT customer_id, status, count(*) AS c FROM old_rows GROUP BY customer_id, status) d
  WHERE pc.customer_id = d.customer_id AND pc.status = d.status;
  RETURN NULL;
END $$;

CREATE FUNCTION payout_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payout_counts pc SET n = pc.n - d.c
  FROM (SELECT customer_id, status, count(*) AS c FROM old_rows GROUP BY customer_id, status) d
  WHERE pc.customer_id = d.customer_id AND pc.status = d.status;
  INSERT INTO payout_counts AS pc (customer_id, status, n)
  SELECT customer_id, status, count(*) FROM new_rows GROUP BY customer_id, status ORDER BY 1, 2
  ON CONFLICT (customer_id, status) DO UPDATE SET n = pc.n + excluded.n;
  RETURN NULL;
END $$;

CREATE TRIGGER payouts_count_insert AFTER INSERT ON payouts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_counts_add();
CREATE TRIGGER payouts_count_delete AFTER DELETE ON payouts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_counts_remove();
CREATE TRIGGER payouts_count_update AFTER UPDATE ON payouts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_counts_move();

-- The API's "users" resource (end users of a customer, with KYC data).
CREATE TABLE users (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  external_id text,
  type text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  access_level text NOT NULL DEFAULT 'L0',
  note text,
  data jsonb NOT NULL,
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_customer_external_id_key ON users (customer_id, external_id);
CREATE INDEX users_customer_created_idx ON users (customer_id, created_at DESC, id DESC);
