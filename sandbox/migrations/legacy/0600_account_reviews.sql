-- Compliance decisions on PENDING accounts (sandbox extension POST
-- /api/v2/accounts/{id}/review): who decided what, when and why. The account's
-- status changes in the same transaction, with its ACCOUNT UPDATE event.
CREATE TABLE account_reviews (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  account_id text NOT NULL,
  operator_id text NOT NULL,
  decision text NOT NULL CHECK (decision IN ('APPROVE', 'REJECT')),
  reason text,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_reviews_account_idx ON account_reviews (customer_id, account_id, decided_at DESC);
