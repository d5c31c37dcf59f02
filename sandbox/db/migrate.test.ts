import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { migrate, readLegacyMigrations, readMigrations } from "./migrate";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 300, otraPayouts: 40 } });
});
afterAll(() => t.close());

const files = (suffix: string) => [
  { name: `9001_probe_${suffix}.sql`, sql: `CREATE TABLE probe_${suffix} (id int PRIMARY KEY);` },
  {
    name: `9002_probe_${suffix}.sql`,
    sql: `INSERT INTO probe_${suffix} VALUES (1);\nINSERT INTO probe_${suffix} VALUES (2);`,
  },
];

describe("migrate", () => {
  it("reads the generated files in journal order, the former ones in name order from 0001_core.sql", () => {
    const generated = readMigrations().map((f) => f.name);
    expect(generated.slice(0, 2)).toEqual(["0000_baseline", "0001_triggers"]);
    expect([...generated].sort()).toEqual(generated);
    const names = readLegacyMigrations().map((f) => f.name);
    expect(names[0]).toBe("0001_core.sql");
    expect([...names].sort()).toEqual(names);
  });

  it("applies each file once, even when two runs race", async () => {
    const probe = files("race");
    const [a, b] = await Promise.all([migrate(t.store, probe), migrate(t.store, probe)]);
    expect([...a, ...b].sort()).toEqual(probe.map((f) => f.name));
    expect(await migrate(t.store, probe)).toEqual([]);
    const rows = await t.store.rawTransaction((tx) =>
      tx.query<{ n: number }>("SELECT count(*)::int AS n FROM probe_race"),
    );
    expect(rows[0]?.n).toBe(2);
  });

  it("refuses to run when an applied file was edited", async () => {
    const probe = files("edit");
    await migrate(t.store, probe);
    const edited = probe.map((f, i) => (i === 0 ? { ...f, sql: `${f.sql}\n-- changed` } : f));
    await expect(migrate(t.store, edited)).rejects.toThrow(/changed after it was applied/);
  });
});

describe("payout_counts triggers", () => {
  const drift = () =>
    t.store.rawTransaction((tx) =>
      tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           SELECT customer_id, status, count(*) AS c FROM payouts GROUP BY 1, 2
         ) real FULL JOIN (SELECT * FROM payout_counts WHERE n <> 0) kept USING (customer_id, status)
         WHERE real.c IS DISTINCT FROM kept.n`,
      ),
    );

  it("match the payouts table after bulk insert, status updates and deletes", async () => {
    expect((await drift())[0]?.n).toBe(0);
    await t.store.rawTransaction((tx) =>
      tx.exec(`UPDATE payouts SET status = 'COMPLETED' WHERE status IN ('CREATED', 'FAILED');
               UPDATE payouts SET status = 'REFUNDED' WHERE id IN (SELECT id FROM payouts ORDER BY id LIMIT 17);
               DELETE FROM payouts WHERE id IN (SELECT id FROM payouts ORDER BY id DESC LIMIT 5);`),
    );
    expect((await drift())[0]?.n).toBe(0);
  });
});
