import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLegacyMigrations, sandboxMigrations } from "@/sandbox/db/migrate";
import { loadMigrations } from "./migrate";
import {
  applyLegacyMigrations,
  type MigrationSet,
  type MigrationTarget,
  migrate,
  pendingMigrations,
  type SqlSession,
} from "@/lib/shared/migrator";
import { openTestStore, type TestStore, testStoreKind } from "./test-store";

/**
 * A store the former runners migrated, fully or only part of the way (an older release), is
 * brought to the state a fresh store reaches from the generated migrations, keeping its rows.
 * Each case lives in a schema of its own of one database, which every transaction switches to.
 */
let store: TestStore;
beforeAll(async () => {
  store = await openTestStore({ migrate: false });
}, 120_000);
afterAll(() => store.dispose());

function inSchema(schema: string): MigrationTarget {
  return {
    rawTransaction: <T>(fn: (tx: SqlSession) => Promise<T>) =>
      store.rawTransaction(async (tx) => {
        await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET LOCAL search_path TO ${schema}`);
        return fn(tx);
      }),
  };
}

const LEDGERS = ["store_migrations", "dashboard_migrations", "schema_migrations"];

/** Every object a migration creates, as the catalog describes it, with the schema name taken out. */
async function catalog(schema: string): Promise<Record<string, unknown[]>> {
  return inSchema(schema).rawTransaction(async (tx) => {
    const q = async (sql: string, params?: unknown[]) =>
      JSON.parse(JSON.stringify(await tx.query(sql, params)).replaceAll(`${schema}.`, "")) as unknown[];
    return {
      columns: await q(
        `
        SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, numeric_precision,
               numeric_scale, is_identity, identity_generation, identity_start, identity_increment
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND NOT table_name = ANY($1)
        ORDER BY table_name, column_name`,
        [LEDGERS],
      ),
      constraints: await q(
        `
        SELECT c.conrelid::regclass::text AS table_name, c.conname, pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c
        WHERE c.connamespace = current_schema()::regnamespace AND NOT c.conrelid::regclass::text = ANY($1)
        ORDER BY 1, 2`,
        [LEDGERS],
      ),
      indexes: await q(
        `
        SELECT tablename, indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND NOT tablename = ANY($1) ORDER BY 1, 2`,
        [LEDGERS],
      ),
      triggers: await q(`
        SELECT t.tgname, pg_get_triggerdef(t.oid) AS def
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal
        ORDER BY 1`),
      functions: await q(`
        SELECT proname, prosrc FROM pg_proc
        WHERE pronamespace = current_schema()::regnamespace ORDER BY 1`),
      sequences: await q(`
        SELECT sequence_name, data_type, start_value, increment FROM information_schema.sequences
        WHERE sequence_schema = current_schema() ORDER BY 1`),
    };
  });
}

/** What a store at the end of the former migrations still lacks: the generated ones after the baseline. */
function afterBaseline(set: MigrationSet): string[] {
  return set.migrations.map((m) => m.name).filter((name) => !set.legacy?.baseline.includes(name));
}

function legacyUpTo(set: MigrationSet, last: string) {
  const legacy = set.legacy;
  if (!legacy) throw new Error("this store has former migrations");
  return { ...legacy, files: legacy.files.filter((f) => f.name <= last) };
}

describe(`dashboard store upgraded from the former migrations (${testStoreKind()})`, () => {
  const set = loadMigrations();
  let fresh: Record<string, unknown[]>;
  beforeAll(async () => {
    expect(await migrate(inSchema("dash_fresh"), set)).toEqual(set.migrations.map((m) => m.name));
    fresh = await catalog("dash_fresh");
  });

  it("records the baseline as applied on a fully migrated store, keeps its rows and ends identical", async () => {
    const old = inSchema("dash_full");
    await applyLegacyMigrations(old, legacyUpTo(set, "9999"));
    await old.rawTransaction((tx) =>
      tx.exec(`INSERT INTO audit_log (customer_id, operator_email, action, outcome) VALUES ('cus-1', 'a@x', 'payout.create', 'ok');
               INSERT INTO webhook_receivers (customer_id, receiver_key) VALUES ('cus-1', 'k1');`),
    );
    expect(await migrate(old, set)).toEqual(afterBaseline(set));
    expect(await pendingMigrations(old, set)).toEqual([]);
    const rows = await old.rawTransaction((tx) =>
      tx.query<{ action: string; key: string }>(
        "SELECT a.action, r.receiver_key AS key FROM audit_log a JOIN webhook_receivers r USING (customer_id)",
      ),
    );
    expect(rows).toEqual([{ action: "payout.create", key: "k1" }]);
    expect(await catalog("dash_full")).toEqual(fresh);
    expect(fresh.columns?.length).toBeGreaterThan(50);
    expect(await migrate(old, set)).toEqual([]);
  });

  it("finishes a store an older release left part of the way with the former files first", async () => {
    const old = inSchema("dash_partial");
    expect(await applyLegacyMigrations(old, legacyUpTo(set, "0002_login_throttle"))).toEqual([
      "0001_sessions_and_audit",
      "0002_login_throttle",
    ]);
    // Written before entries belonged to a customer: 0003 keeps it under the empty customer.
    await old.rawTransaction((tx) =>
      tx.exec("INSERT INTO audit_log (operator_email, action, outcome) VALUES ('a@x', 'role.update', 'ok')"),
    );
    const applied = await migrate(old, set);
    expect(applied[0]).toBe("0003_customer_scope");
    expect(applied).toContain("0102_webhook_registrations");
    expect(applied.slice(applied.length - afterBaseline(set).length)).toEqual(afterBaseline(set));
    expect(applied).not.toContain("0000_baseline");
    const rows = await old.rawTransaction((tx) => tx.query("SELECT customer_id, action FROM audit_log"));
    expect(rows).toEqual([{ customer_id: "", action: "role.update" }]);
    expect(await catalog("dash_partial")).toEqual(fresh);
    expect(await pendingMigrations(old, set)).toEqual([]);
  });
});

describe(`sandbox store upgraded from the former migrations (${testStoreKind()})`, () => {
  const set = sandboxMigrations();
  let fresh: Record<string, unknown[]>;
  beforeAll(async () => {
    expect(await migrate(inSchema("sbx_fresh"), set)).toEqual(set.migrations.map((m) => m.name));
    fresh = await catalog("sbx_fresh");
  });

  it("records the baseline and the triggers as applied, keeps the rows and ends identical", async () => {
    const old = inSchema("sbx_full");
    expect(await applyLegacyMigrations(old, legacyUpTo(set, "9999"))).toEqual(
      readLegacyMigrations().map((f) => f.name),
    );
    await old.rawTransaction((tx) =>
      tx.exec(`INSERT INTO customers (id, name) VALUES ('cus-1', 'Acme');
               INSERT INTO payouts (id, customer_id, amount, currency, beneficiary, status)
               VALUES ('p1', 'cus-1', 10, 'USD', '{}', 'CREATED'), ('p2', 'cus-1', 5, 'USD', '{}', 'CREATED');`),
    );
    expect(await migrate(old, set)).toEqual(afterBaseline(set));
    // The triggers still count after the upgrade: nothing was dropped or created twice.
    await old.rawTransaction((tx) => tx.exec("UPDATE payouts SET status = 'COMPLETED' WHERE id = 'p1'"));
    const counts = await old.rawTransaction((tx) =>
      tx.query("SELECT status, n::int AS n FROM payout_counts WHERE n <> 0 ORDER BY status"),
    );
    expect(counts).toEqual([
      { status: "COMPLETED", n: 1 },
      { status: "CREATED", n: 1 },
    ]);
    expect(await catalog("sbx_full")).toEqual(fresh);
    expect(fresh.triggers).toHaveLength(10);
    expect(await pendingMigrations(old, set)).toEqual([]);
  });

  it("finishes a store left before roles belonged to a customer", async () => {
    const old = inSchema("sbx_partial");
    await applyLegacyMigrations(old, legacyUpTo(set, "0300_auth_epoch.sql"));
    await old.rawTransaction((tx) =>
      tx.exec(`INSERT INTO customers (id, name) VALUES ('cus-1', 'Acme');
               INSERT INTO roles (id, name) VALUES ('r-admin', 'Administrator');`),
    );
    expect(await migrate(old, set)).toEqual([
      "0400_role_tenancy.sql",
      "0500_login_throttle.sql",
      "0600_account_reviews.sql",
      ...afterBaseline(set),
    ]);
    const roles = await old.rawTransaction((tx) => tx.query("SELECT id, customer_id FROM roles"));
    expect(roles).toEqual([{ id: "r-admin", customer_id: "cus-1" }]);
    expect(await catalog("sbx_partial")).toEqual(fresh);
  });
});
