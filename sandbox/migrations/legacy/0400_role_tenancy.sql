-- Roles belong to a customer; permissions stay global. Until now every
-- customer's operators shared, read and edited one set of roles, so one
-- customer could rewrite what another customer's operators may do.
--
-- Backfill without changing what anyone may do: each existing role stays with
-- one customer (the earliest customer whose operators hold it, else the
-- earliest customer) and every other customer gets a copy of it with the same
-- name, description, state and permissions. Operators holding a role of
-- another customer move to their own customer's copy. Copies get ids derived
-- from the role and the customer, so every store backfills to the same ids.

ALTER TABLE roles ADD COLUMN customer_id text REFERENCES customers (id);

UPDATE roles r SET customer_id = (
  SELECT c.id
  FROM customers c
  LEFT JOIN operators o ON o.customer_id = c.id AND o.role_id = r.id
  ORDER BY (o.id IS NULL), c.created_at, c.name, c.id
  LIMIT 1
);

-- Only possible with no customers at all; such a role no operator can hold.
DELETE FROM roles WHERE customer_id IS NULL;

-- Names are unique per customer now (each customer has its own "Administrator").
ALTER TABLE roles DROP CONSTRAINT roles_name_key;

INSERT INTO roles (id, customer_id, name, description, active, created_at, updated_at)
SELECT md5('role:' || r.id || ':' || c.id)::uuid::text, c.id, r.name, r.description, r.active, r.created_at, r.updated_at
FROM roles r
JOIN customers c ON c.id <> r.customer_id;

INSERT INTO role_permissions (role_id, permission_id)
SELECT md5('role:' || rp.role_id || ':' || c.id)::uuid::text, rp.permission_id
FROM role_permissions rp
JOIN roles r ON r.id = rp.role_id
JOIN customers c ON c.id <> r.customer_id;

UPDATE operators o SET role_id = md5('role:' || o.role_id || ':' || o.customer_id)::uuid::text
FROM roles r
WHERE r.id = o.role_id AND r.customer_id <> o.customer_id;

ALTER TABLE roles ALTER COLUMN customer_id SET NOT NULL;
-- Serves the per-customer list (ordered by name) and keeps names unique within a customer.
CREATE UNIQUE INDEX roles_customer_name_key ON roles (customer_id, name);

-- An operator may hold only a role of its own customer, whatever writes the row.
ALTER TABLE roles ADD CONSTRAINT roles_id_customer_key UNIQUE (id, customer_id);
ALTER TABLE operators ADD CONSTRAINT operators_role_of_own_customer
  FOREIGN KEY (role_id, customer_id) REFERENCES roles (id, customer_id);
