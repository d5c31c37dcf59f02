-- Webhook inbox: every verified delivery, stored once by its envelope id. A
-- repeated delivery (the sender retries at least once) only bumps
-- duplicate_count. seq orders the live view and is its resume cursor.
CREATE TABLE IF NOT EXISTS webhook_inbox (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  event text NOT NULL,
  action text NOT NULL,
  record_id text,
  attempts integer NOT NULL,
  payload jsonb NOT NULL,
  -- The bytes that were signed, kept so a signature can be checked again later.
  raw_body text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  duplicate_count integer NOT NULL DEFAULT 0,
  processed_at timestamptz
);
CREATE INDEX IF NOT EXISTS webhook_inbox_event_seq_idx ON webhook_inbox (event, seq DESC);
CREATE INDEX IF NOT EXISTS webhook_inbox_record_idx ON webhook_inbox (record_id);

-- The receiver's signing secret (one row), sealed with AES-256-GCM like the
-- operator tokens. The previous secret stays valid for a grace period after a
-- rotation, so deliveries signed just before the change still verify.
CREATE TABLE IF NOT EXISTS webhook_receiver_secrets (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  current_secret_enc text NOT NULL,
  previous_secret_enc text,
  rotated_at timestamptz NOT NULL DEFAULT now()
);
