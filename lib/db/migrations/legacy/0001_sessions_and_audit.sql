-- Operator sessions: the API tokens of each signed-in browser, sealed with
-- AES-256-GCM (never plaintext), plus the absolute lifetime of the session.
CREATE TABLE IF NOT EXISTS operator_sessions (
  id text PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  customer_name text,
  access_token_enc text,
  refresh_token_enc text,
  access_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  absolute_expires_at timestamptz NOT NULL,
  last_refreshed_at timestamptz,
  revoked boolean NOT NULL DEFAULT false,
  revoked_reason text
);
CREATE INDEX IF NOT EXISTS operator_sessions_absolute_expires_idx ON operator_sessions (absolute_expires_at);

-- Audit log: append-only. before/after never hold tokens, secrets or passwords
-- (writeAudit strips them).
CREATE TABLE IF NOT EXISTS audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  operator_email text NOT NULL,
  action text NOT NULL,
  target_type text,
  target_id text,
  before jsonb,
  after jsonb,
  outcome text NOT NULL,
  error_code text,
  error_message text,
  request_id text
);
CREATE INDEX IF NOT EXISTS audit_log_at_idx ON audit_log (at);
CREATE INDEX IF NOT EXISTS audit_log_operator_idx ON audit_log (operator_email, at);
CREATE INDEX IF NOT EXISTS audit_log_target_idx ON audit_log (target_type, target_id);
