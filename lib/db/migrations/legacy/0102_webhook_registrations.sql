-- What this dashboard registered with POST /api/v2/webhooks, per customer
-- (lib/webhooks/registrations.ts). The specification has no read of a webhook
-- configuration, so against an API without the read extension this is the only
-- record of it: the page shows the newest one as "registered from this dashboard".
-- The secret is sealed (AES-256-GCM, customer and configuration id as associated
-- data), like the receiver secrets it mirrors.
CREATE TABLE IF NOT EXISTS webhook_registrations (
  customer_id text NOT NULL,
  config_id text NOT NULL,
  url text NOT NULL,
  events jsonb NOT NULL,
  registered_by text NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now(),
  secret_enc text NOT NULL,
  PRIMARY KEY (customer_id, config_id)
);
CREATE INDEX IF NOT EXISTS webhook_registrations_customer_at_idx
  ON webhook_registrations (customer_id, registered_at DESC);
