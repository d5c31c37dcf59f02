import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { executeRows } from "@/lib/db/execute-rows";
import { loadMigrations } from "@/lib/db/migrate";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { migrate } from "@/lib/shared/migrator";
import type { VerifiedDelivery } from "./inbox";

vi.mock("server-only", () => ({}));

let store: TestStore;
// Starting PGlite (WASM) takes tens of seconds on a busy two-core machine.
beforeAll(async () => {
  store = await openTestStore();
  (await import("@/lib/db")).setStoreForTests(Promise.resolve(store));
}, 180_000);
afterAll(async () => {
  (await import("@/lib/db")).setStoreForTests(undefined);
  await store.dispose();
});

const ACME = { customerId: "cus-acme" };
const OTRA = { customerId: "cus-otra" };

const delivery = (customerId: string, id: string): VerifiedDelivery => ({
  customerId,
  id,
  event: "RAMP",
  action: "CREATE",
  recordId: null,
  attempts: 0,
  rawBody: JSON.stringify({ id, event: "RAMP", action: "CREATE", data: {}, attempts: 0 }),
});

/** The global seq of every row: what must never reach a customer. */
async function globalSeqs(): Promise<number[]> {
  const rows = await executeRows<{ seq: number | string }>(store.db, sql`SELECT seq FROM webhook_inbox`);
  return rows.map((r) => Number(r.seq));
}

describe(`inbox sequences per customer (${testStoreKind()})`, () => {
  it("numbers each customer's events 1, 2, 3… whatever the other customer receives in between", async () => {
    const { storeDelivery, storeDeliveries, listInbox } = await import("./inbox");
    const acme: number[] = [];
    acme.push((await storeDelivery(delivery(ACME.customerId, "a1"))).item.seq);
    await storeDelivery(delivery(OTRA.customerId, "o1"));
    await storeDelivery(delivery(OTRA.customerId, "o2"));
    acme.push((await storeDelivery(delivery(ACME.customerId, "a2"))).item.seq);
    // One batch mixing both customers, and a repeat of a1 (a repeat takes no number).
    const mixed = await storeDeliveries([
      delivery(OTRA.customerId, "o3"),
      delivery(ACME.customerId, "a3"),
      delivery(ACME.customerId, "a1"),
      delivery(OTRA.customerId, "o4"),
      delivery(ACME.customerId, "a4"),
    ]);
    acme.push(mixed[1]?.item.seq ?? -1, mixed[4]?.item.seq ?? -1);
    expect(mixed[2]).toMatchObject({ inserted: false, item: { id: "a1", seq: 1, duplicateCount: 1 } });
    acme.push((await storeDelivery(delivery(ACME.customerId, "a5"))).item.seq);
    expect(acme).toEqual([1, 2, 3, 4, 5]);

    const page = await listInbox(ACME, { limit: 50 });
    expect(page.items.map((i) => [i.id, i.seq])).toEqual([
      ["a5", 5],
      ["a4", 4],
      ["a3", 3],
      ["a2", 2],
      ["a1", 1],
    ]);
    expect(page.lastSeq).toBe(5);
    expect((await listInbox(OTRA, { limit: 50 })).items.map((i) => i.seq)).toEqual([4, 3, 2, 1]);
    // The browser's resume cursor is the customer's own number.
    expect((await listInbox(ACME, { after: 3, limit: 50 })).items.map((i) => i.id)).toEqual(["a4", "a5"]);

    // The global numbers have moved past A's (B's events took some): none of them is in A's JSON.
    const acmeJson = JSON.stringify(page);
    const acmeGlobal = await executeRows<{ seq: number | string }>(
      store.db,
      sql`SELECT seq FROM webhook_inbox WHERE customer_id = ${ACME.customerId} AND seq > 5`,
    );
    expect(acmeGlobal.length).toBeGreaterThan(0);
    for (const { seq } of acmeGlobal) expect(acmeJson).not.toMatch(new RegExp(`"seq":${Number(seq)}\\b`));
    expect(Math.max(...(await globalSeqs()))).toBeGreaterThan(5);
  });

  it("hands out distinct consecutive numbers to writers storing at the same time", async () => {
    const { storeDelivery, storeDeliveries, listInbox } = await import("./inbox");
    const customerId = "cus-race";
    const writes = Array.from({ length: 12 }, (_, n) =>
      n % 3 === 0
        ? storeDeliveries([delivery(customerId, `r${n}`), delivery("cus-other", `x${n}`)]).then((r) => r[0])
        : storeDelivery(delivery(customerId, `r${n}`)),
    );
    const seqs = (await Promise.all(writes)).map((r) => r?.item.seq ?? -1);
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n + 1));
    expect((await listInbox({ customerId }, { limit: 50 })).lastSeq).toBe(12);
  });

  it("marks rows processed by customer and number, not touching another customer's row of the same number", async () => {
    const { storeDelivery, markProcessed, listUnprocessed } = await import("./inbox");
    const a = await storeDelivery(delivery("cus-mark-a", "m1"));
    const b = await storeDelivery(delivery("cus-mark-b", "m1"));
    expect(a.item.seq).toBe(b.item.seq);
    await markProcessed([{ customerId: "cus-mark-a", item: a.item }]);
    const pending = (await listUnprocessed(1000)).filter((p) => p.customerId.startsWith("cus-mark-"));
    expect(pending.map((p) => p.customerId)).toEqual(["cus-mark-b"]);
  });
});

describe(`migration 0003 (${testStoreKind()})`, () => {
  it("numbers the rows already stored per customer, in arrival order, and continues from there", async () => {
    const old = await openTestStore({ migrate: false });
    try {
      const set = loadMigrations();
      const upTo = set.migrations.findIndex((m) => m.name.startsWith("0003_"));
      expect(upTo).toBeGreaterThan(0);
      await migrate(old, { ...set, migrations: set.migrations.slice(0, upTo) });
      await old.rawTransaction(async (tx) => {
        for (const [customer, id] of [
          ["cus-a", "x1"],
          ["cus-b", "y1"],
          ["cus-a", "x2"],
          ["cus-b", "y2"],
          ["cus-a", "x3"],
        ]) {
          await tx.query(
            `INSERT INTO webhook_inbox (customer_id, id, event, action, attempts, payload, raw_body)
             VALUES ($1, $2, 'RAMP', 'CREATE', 0, '{}'::jsonb, '{}')`,
            [customer, id],
          );
        }
        await tx.query(
          `INSERT INTO audit_log (customer_id, operator_email, action, outcome) VALUES ('cus-a', 'o@example.com', 'x', 'success')`,
        );
      });
      await migrate(old, { ...set, migrations: set.migrations.slice(0, upTo + 1) });
      const rows = await old.rawTransaction((tx) =>
        tx.query<{ customer_id: string; id: string; customer_seq: string | number }>(
          "SELECT customer_id, id, customer_seq FROM webhook_inbox ORDER BY customer_id, customer_seq",
        ),
      );
      expect(rows.map((r) => [r.customer_id, r.id, Number(r.customer_seq)])).toEqual([
        ["cus-a", "x1", 1],
        ["cus-a", "x2", 2],
        ["cus-a", "x3", 3],
        ["cus-b", "y1", 1],
        ["cus-b", "y2", 2],
      ]);
      const counters = await old.rawTransaction((tx) =>
        tx.query<{ customer_id: string; last_seq: string | number }>(
          "SELECT customer_id, last_seq FROM webhook_inbox_counters ORDER BY customer_id",
        ),
      );
      expect(counters.map((c) => [c.customer_id, Number(c.last_seq)])).toEqual([
        ["cus-a", 3],
        ["cus-b", 2],
      ]);
      const audit = await old.rawTransaction((tx) =>
        tx.query<{ public_id: string }>("SELECT public_id FROM audit_log"),
      );
      expect(audit[0]?.public_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    } finally {
      await old.dispose();
    }
  }, 180_000);
});
