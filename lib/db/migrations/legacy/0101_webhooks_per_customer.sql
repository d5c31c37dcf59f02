-- Each customer receives its own webhooks: its own receiver URL (an unguessable
-- key in the path) and its own signing secrets, and its events are stored and
-- fanned out under it. A delivery is verified only against the secrets of the
-- receiver its URL names.

-- Events received before this change came through the one shared receiver and
-- cannot be attributed; they are kept under the empty customer '' (seen by nobody).
ALTER TABLE webhook_inbox ADD COLUMN IF NOT EXISTS customer_id text;
UPDATE webhook_inbox SET customer_id = '' WHERE customer_id IS NULL;
ALTER TABLE webhook_inbox ALTER COLUMN customer_id SET NOT NULL;
-- Envelope ids are unique per customer: one customer's delivery can never count
-- as a repeat of another's.
ALTER TABLE webhook_inbox DROP CONSTRAINT IF EXISTS webhook_inbox_pkey;
ALTER TABLE webhook_inbox ADD PRIMARY KEY (customer_id, id);
DROP INDEX IF EXISTS webhook_inbox_event_seq_idx;
DROP INDEX IF EXISTS webhook_inbox_record_idx;
CREATE INDEX IF NOT EXISTS webhook_inbox_customer_seq_idx ON webhook_inbox (customer_id, seq DESC);
CREATE INDEX IF NOT EXISTS webhook_inbox_customer_event_seq_idx ON webhook_inbox (customer_id, event, seq DESC);
CREATE INDEX IF NOT EXISTS webhook_inbox_customer_record_idx ON webhook_inbox (customer_id, record_id);

-- One receiver per customer. The key is the last segment of the receiver URL
-- (/api/webhooks/receive/<key>): 32 random bytes, so a URL cannot be guessed.
-- Secrets are AES-256-GCM sealed like operator tokens (none until the customer
-- sets one: such a receiver verifies nothing); the previous one stays
-- valid for a grace period after a rotation.
CREATE TABLE IF NOT EXISTS webhook_receivers (
  customer_id text PRIMARY KEY,
  receiver_key text NOT NULL UNIQUE,
  current_secret_enc text,
  previous_secret_enc text,
  rotated_at timestamptz NOT NULL DEFAULT now()
);
-- The single shared secret could belong to any customer; each customer sets
-- its own with "Receive here".
DROP TABLE IF EXISTS webhook_receiver_secrets;
