import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "./client";
import { loadMigrations } from "./migrate";
import { migrate, pendingMigrations } from "@/lib/shared/migrator";
import { openTestStore, type TestStore, testStoreKind } from "./test-store";

// Opening a store boots PGlite (WASM) in the test body: slow on a loaded two-core machine.
const STORE_TEST_TIMEOUT_MS = 120_000;
let stores: TestStore[] = [];
afterEach(async () => {
  await Promise.all(stores.map((s) => s.dispose()));
  stores = [];
});

describe(`migrations (${testStoreKind()})`, () => {
  it("loads the generated files in journal order, the former ones in name order", () => {
    const set = loadMigrations();
    expect(set.migrations[0]?.name).toBe("0000_baseline");
    const names = set.migrations.map((m) => m.name);
    expect([...names].sort()).toEqual(names);
    const legacy = set.legacy?.files.map((m) => m.name) ?? [];
    expect(legacy[0]).toBe("0001_sessions_and_audit");
    expect([...legacy].sort()).toEqual(legacy);
  });

  it(
    "applies every migration once and reports none pending",
    async () => {
      const store = await openTestStore({ migrate: false });
      stores.push(store);
      const set = loadMigrations();
      const names = set.migrations.map((m) => m.name);
      expect(await pendingMigrations(store, set)).toEqual(names);
      const first = await migrate(store, set);
      expect(first).toEqual(names);
      const second = await migrate(store, set);
      expect(second).toEqual([]);
      expect(await pendingMigrations(store, set)).toEqual([]);
    },
    STORE_TEST_TIMEOUT_MS,
  );

  it(
    "rolls back a failing migration and leaves it pending",
    async () => {
      const store = await openTestStore({ migrate: false });
      stores.push(store);
      const bad = {
        migrations: [
          { name: "9998_ok", sql: "CREATE TABLE t_ok (x int)" },
          {
            name: "9999_bad",
            sql: "CREATE TABLE t_bad_first (x int);\n--> statement-breakpoint\nCREATE TABLE t_bad (x nope)",
          },
        ],
      };
      await expect(migrate(store, bad)).rejects.toThrow(/9999_bad/);
      expect(await pendingMigrations(store, bad)).toEqual(["9999_bad"]);
      // The failing migration's first statement went with it.
      const rows = await store.rawTransaction((tx) =>
        tx.query<{ present: string | null }>("SELECT to_regclass('t_bad_first')::text AS present"),
      );
      expect(rows[0]?.present).toBeNull();
    },
    STORE_TEST_TIMEOUT_MS,
  );

  it(
    "refuses to run when an applied migration was edited",
    async () => {
      const store = await openTestStore({ migrate: false });
      stores.push(store);
      const probe = { migrations: [{ name: "9997_probe", sql: "CREATE TABLE t_probe (x int)" }] };
      await migrate(store, probe);
      const edited = { migrations: [{ name: "9997_probe", sql: "CREATE TABLE t_probe (x int, y int)" }] };
      await expect(migrate(store, edited)).rejects.toThrow(/9997_probe changed after it was applied/);
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
        const set = loadMigrations();
        const rows = await a.withConnection((c) =>
          c.query<{ n: string }>("SELECT count(*)::text AS n FROM store_migrations"),
        );
        expect(rows.rows[0]?.n).toBe(String(set.migrations.length));
        expect(await pendingMigrations(b, set)).toEqual([]);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
});
