import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyLegacyMigrations } from "@/lib/shared/migrator";
import { backfilledRoleId } from "../seed/base";
import { openTestStore } from "../test/test-app";
import { readLegacyMigrations, sandboxMigrations } from "./migrate";
import type { RawExecutor, Store } from "./store";

/**
 * 0400_role_tenancy.sql (a frozen former migration: the runner still applies it to a store an
 * old release left before it) run over a store written before roles belonged to a customer.
 * The migrated test store already holds every migration, so the old layout is rebuilt in a
 * schema of its own that each transaction switches to.
 */
const SCHEMA = "before_role_tenancy";
let base: { store: Store; dispose: () => Promise<void> };
let legacy: Store;

const inLegacy = <T>(fn: (tx: RawExecutor) => Promise<T>) =>
  base.store.rawTransaction(async (tx) => {
    await tx.exec(`SET LOCAL search_path TO ${SCHEMA}`);
    return fn(tx);
  });

const OLD_DATA = `
  INSERT INTO customers (id, name, created_at) VALUES
    ('cus-otra', 'Otra Fintech', '2026-01-01'), ('cus-acme', 'Acme Remesas', '2026-01-01');
  INSERT INTO permissions (id, name, resource, action) VALUES
    ('p-read', 'payouts:read', 'payouts', 'read'), ('p-write', 'payouts:create', 'payouts', 'create'),
    ('p-audit', 'audit:read', 'audit', 'read');
  INSERT INTO roles (id, name, description, active) VALUES
    ('r-admin', 'Administrator', 'Every permission', true),
    ('r-compliance', 'Compliance', 'Reads', true),
    ('r-spare', 'Spare', 'Nobody holds it', false);
  INSERT INTO role_permissions (role_id, permission_id) VALUES
    ('r-admin', 'p-read'), ('r-admin', 'p-write'), ('r-admin', 'p-audit'),
    ('r-compliance', 'p-read'), ('r-compliance', 'p-audit'), ('r-spare', 'p-audit');
  INSERT INTO operators (id, customer_id, email, name, password_hash, role_id) VALUES
    ('o-acme-ops', 'cus-acme', 'ops@acme', 'A', 'x', 'r-admin'),
    ('o-acme-compliance', 'cus-acme', 'compliance@acme', 'C', 'x', 'r-compliance'),
    ('o-otra-ops', 'cus-otra', 'ops@otra', 'O', 'x', 'r-admin');
`;

/** What each operator may do, through its role. */
const EFFECTIVE = `
  SELECT o.email, r.active, array_agg(p.name ORDER BY p.name) AS permissions
  FROM operators o JOIN roles r ON r.id = o.role_id
  JOIN role_permissions rp ON rp.role_id = r.id JOIN permissions p ON p.id = rp.permission_id
  GROUP BY o.email, r.active ORDER BY o.email`;

let before: unknown[];

beforeAll(async () => {
  base = await openTestStore();
  await base.store.rawTransaction((tx) => tx.exec(`CREATE SCHEMA ${SCHEMA}`));
  legacy = { ...base.store, rawTransaction: inLegacy };
  const former = sandboxMigrations().legacy;
  if (!former) throw new Error("the sandbox store has former migrations");
  const upTo = (name: string) => ({ ...former, files: readLegacyMigrations().filter((f) => f.name <= name) });
  await applyLegacyMigrations(legacy, upTo("0399"));
  await inLegacy((tx) => tx.exec(OLD_DATA));
  before = await inLegacy((tx) => tx.query(EFFECTIVE));
  expect(await applyLegacyMigrations(legacy, upTo("0400_role_tenancy.sql"))).toEqual(["0400_role_tenancy.sql"]);
});
afterAll(() => base.dispose());

describe("0400_role_tenancy.sql over a store with shared roles", () => {
  it("changes no operator's permissions", async () => {
    expect(await inLegacy((tx) => tx.query(EFFECTIVE))).toEqual(before);
  });

  it("gives every customer its own copy of every role, same name, state and permissions", async () => {
    const rows = await inLegacy((tx) =>
      tx.query<{ customer_id: string; name: string; active: boolean; permissions: string[] }>(`
        SELECT r.customer_id, r.name, r.active, array_agg(rp.permission_id ORDER BY rp.permission_id) AS permissions
        FROM roles r JOIN role_permissions rp ON rp.role_id = r.id
        GROUP BY r.id ORDER BY r.name, r.customer_id`),
    );
    const expected = [
      { name: "Administrator", active: true, permissions: ["p-audit", "p-read", "p-write"] },
      { name: "Compliance", active: true, permissions: ["p-audit", "p-read"] },
      { name: "Spare", active: false, permissions: ["p-audit"] },
    ].flatMap((role) => ["cus-acme", "cus-otra"].map((customer_id) => ({ customer_id, ...role })));
    expect(rows).toEqual(expected);
  });

  it("leaves the original with the earliest customer and moves the others' operators to their copy", async () => {
    const operators = await inLegacy((tx) =>
      tx.query<{ email: string; role_id: string; role_customer: string }>(`
        SELECT o.email, o.role_id, r.customer_id AS role_customer
        FROM operators o JOIN roles r ON r.id = o.role_id ORDER BY o.email`),
    );
    expect(operators).toEqual([
      { email: "compliance@acme", role_id: "r-compliance", role_customer: "cus-acme" },
      { email: "ops@acme", role_id: "r-admin", role_customer: "cus-acme" },
      { email: "ops@otra", role_id: backfilledRoleId("r-admin", "cus-otra"), role_customer: "cus-otra" },
    ]);
  });

  it("refuses an operator holding another customer's role from then on", async () => {
    await expect(
      inLegacy((tx) => tx.exec("UPDATE operators SET role_id = 'r-admin' WHERE email = 'ops@otra'")),
    ).rejects.toThrow(/operators_role_of_own_customer/);
  });
});
