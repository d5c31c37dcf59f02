-- A counter that moves forward with every change to who may do what: sessions
-- (revocation), operators, customers, roles and permissions. The bearer check
-- caches each session's permissions in memory and reuses them only while this
-- counter stands still, so a revocation or a permission change made by any
-- writer (this process, another one, or SQL by hand) takes effect on the very
-- next request, while a steady stream of requests reads one tiny row instead
-- of joining six tables.

CREATE TABLE auth_epoch (
  id smallint PRIMARY KEY CHECK (id = 1),
  n bigint NOT NULL
);
INSERT INTO auth_epoch (id, n) VALUES (1, 0);

CREATE FUNCTION auth_epoch_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_epoch SET n = n + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

-- New sessions need no bump: a session id the cache has never seen is loaded from the store.
CREATE TRIGGER auth_sessions_epoch AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
CREATE TRIGGER auth_sessions_epoch_truncate AFTER TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
CREATE TRIGGER operators_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON operators
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
CREATE TRIGGER customers_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
CREATE TRIGGER roles_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
CREATE TRIGGER role_permissions_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
CREATE TRIGGER permissions_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permissions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
