import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "./client";
import { loadMigrations, pendingMigrations, runMigrations } from "./migrate";
import { openTestStore, type TestStore, testStoreKind } from "./test-store";

// Opening a store boots PGlite (WASM) in the test body: slow on a loaded two-core machine.
const STORE_TEST_TIMEOUT_MS = 120_000;
let stores: TestStore[] = [];
afterEach(async () => {
  await Promise.all(stores.map((s) => s.dispose()));
  stores = [];
});

describe(`migrations (${testStoreKind()})`, () => {
  it("loads the numbered files in order", async () => {
    const migrations = await loadMigrations();
    expect(migrations[0]?.id).toBe("0001_sessions_and_audit");
    const ids = migrations.map((m) => m.id);
    expect([...ids].sort()).toEqual(ids);
  });

  it(
    "applies every migration once and reports none pending",
    async () => {
      const store = await openTestStore({ migrate: false });
      stores.push(store);
      const migrations = await loadMigrations();
      expect(await store.withConnection((c) => pendingMigrations(c, migrations))).toEqual(migrations.map((m) => m.id));
      const first = await store.withConnection((c) => runMigrations(c, migrations));
      expect(first).toEqual(migrations.map((m) => m.id));
      const second = await store.withConnection((c) => runMigrations(c, migrations));
      expect(second).toEqual([]);
      expect(await store.withConnection((c) => pendingMigrations(c, migrations))).toEqual([]);
    },
    STORE_TEST_TIMEOUT_MS,
  );

  it(
    "rolls back a failing migration and leaves it pending",
    async () => {
      const store = await openTestStore({ migrate: false });
      stores.push(store);
      const bad = [
        { id: "9998_ok", sql: "CREATE TABLE t_ok (x int)" },
        { id: "9999_bad", sql: "CREATE TABLE t_bad (x nope)" },
      ];
      await expect(store.withConnection((c) => runMigrations(c, bad))).rejects.toThrow(/9999_bad/);
      expect(await store.withConnection((c) => pendingMigrations(c, bad))).toEqual(["9999_bad"]);
    },
    STORE_TEST_TIMEOUT_MS,
  );

  // Two processes cannot open one PGlite folder, so this case exists on Postgres only.
  const onPostgres = testStoreKind() === "postgres";
  if (onPostgres)
    it("is safe when two instances start at once", async () => {
      const store = await openTestStore({ migrate: false });
      stores.push(store);
      const url = store.databaseUrl ?? "";
      // Two independent pools, as two dashboard processes would have.
      const [a, b] = await Promise.all([
        openStore({ databaseUrl: url, dataDir: "" }),
        openStore({ databaseUrl: url, dataDir: "" }),
      ]);
      try {
        const migrations = await loadMigrations();
        const rows = await a.withConnection((c) =>
          c.query<{ n: string }>("SELECT count(*)::text AS n FROM dashboard_migrations"),
        );
        expect(rows.rows[0]?.n).toBe(String(migrations.length));
        expect(await b.withConnection((c) => pendingMigrations(c, migrations))).toEqual([]);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
});
