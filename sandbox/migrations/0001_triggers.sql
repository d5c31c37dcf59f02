-- Hand-written (drizzle-kit generate --custom): drizzle-kit cannot declare functions, triggers
-- or seed rows, so they live here. Split into statements at the breakpoint markers.

-- payout_counts: per customer and status counts, so totalPage never scans payouts. Kept by
-- statement-level triggers, so bulk inserts and any later status change stay exact.
CREATE FUNCTION payout_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payout_counts AS pc (customer_id, status, n)
  SELECT customer_id, status, count(*) FROM new_rows GROUP BY customer_id, status ORDER BY 1, 2
  ON CONFLICT (customer_id, status) DO UPDATE SET n = pc.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payout_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payout_counts pc SET n = pc.n - d.c
  FROM (SELECT customer_id, status, count(*) AS c FROM old_rows GROUP BY customer_id, status) d
  WHERE pc.customer_id = d.customer_id AND pc.status = d.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER payouts_count_insert AFTER INSERT ON payouts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_counts_add();
--> statement-breakpoint
CREATE TRIGGER payouts_count_delete AFTER DELETE ON payouts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_counts_remove();
--> statement-breakpoint
CREATE TRIGGER payouts_count_update AFTER UPDATE ON payouts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payout_counts_move();
--> statement-breakpoint

-- auth_epoch: a counter that moves forward with every change to who may do what: sessions
-- (revocation), operators, customers, roles and permissions. The bearer check caches each
-- session's permissions in memory and reuses them only while this counter stands still, so a
-- revocation or a permission change made by any writer (this process, another one, or SQL by
-- hand) takes effect on the very next request.
INSERT INTO auth_epoch (id, n) VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION auth_epoch_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_epoch SET n = n + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- New sessions need no bump: a session id the cache has never seen is loaded from the store.
CREATE TRIGGER auth_sessions_epoch AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_epoch_truncate AFTER TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER operators_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON operators
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER customers_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER roles_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER role_permissions_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER permissions_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
