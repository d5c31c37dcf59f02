-- Every row the dashboard stores belongs to the customer of the operator who
-- caused it (taken from the signed-in session, never from a request), and every
-- read filters by it. Operators of several customers share one deployment.

-- A session knows its operator's customer from sign-in on. Rows from before this
-- column existed cannot be attributed: they stop being usable (sign in again).
ALTER TABLE operator_sessions ADD COLUMN IF NOT EXISTS customer_id text;
CREATE INDEX IF NOT EXISTS operator_sessions_email_idx ON operator_sessions (email, created_at DESC);

-- Audit entries written before the column existed are kept under the empty
-- customer '', which no operator's session can carry: visible to nobody, not lost.
ALTER TABLE audit_log ADD COLUMN IF NOT EXISTS customer_id text;
UPDATE audit_log SET customer_id = '' WHERE customer_id IS NULL;
ALTER TABLE audit_log ALTER COLUMN customer_id SET NOT NULL;

-- The audit page's reads: newest first within a customer, optionally by action
-- or by operator; the recharge replay looks up (action, target) within a customer.
DROP INDEX IF EXISTS audit_log_at_idx;
DROP INDEX IF EXISTS audit_log_operator_idx;
DROP INDEX IF EXISTS audit_log_target_idx;
CREATE INDEX IF NOT EXISTS audit_log_customer_at_idx ON audit_log (customer_id, at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_customer_action_at_idx ON audit_log (customer_id, action, at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_customer_operator_at_idx ON audit_log (customer_id, operator_email, at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_customer_target_idx ON audit_log (customer_id, target_type, target_id);
