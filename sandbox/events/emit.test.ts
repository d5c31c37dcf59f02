import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { emitEvents } from "./emit";
import { queryRows } from "./sql";

let t: TestApp;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [customer] = await queryRows<{ id: string }>(t.db, sql`SELECT id FROM customers ORDER BY id LIMIT 1`);
  customerId = customer?.id ?? "";
  await t.db.execute(
    sql`INSERT INTO webhook_configs (id, customer_id, url, secret, events)
        VALUES ('cfg_emit', ${customerId}, 'http://127.0.0.1:9/hook', ${"s".repeat(32)}, ARRAY['RAMP'])`,
  );
}, 180_000);
afterAll(() => t.close());

describe("emitEvents", () => {
  it("queues several events in one statement, in order, with their data as given, only for subscribed types", async () => {
    const at = (ms: number) => new Date(Date.UTC(2026, 10, 1, 12, 0, 0, ms));
    const results = await t.db.transaction((tx) =>
      emitEvents(tx, [
        { customerId, event: "RAMP", action: "UPDATE", data: { id: "r1", status: "A", b: 1, a: 2 }, occurredAt: at(0) },
        { customerId, event: "USER", action: "UPDATE", data: { id: "u1" }, occurredAt: at(1) },
        { customerId, event: "RAMP", action: "UPDATE", data: { id: "r1", status: "B" }, occurredAt: at(2) },
      ]),
    );
    expect(results.map((r) => r.enqueued)).toEqual([true, false, true]);
    expect(new Set(results.map((r) => r.id)).size).toBe(3);
    const rows = await queryRows<{ event_id: string; data: string; config_id: string; at: string }>(
      t.db,
      sql`SELECT event_id, data::text AS data, config_id, to_json(event_created_at) #>> '{}' AS at
          FROM webhook_deliveries WHERE config_id = 'cfg_emit' ORDER BY seq`,
    );
    expect(rows.map((r) => r.event_id)).toEqual([results[0]?.id, results[2]?.id]);
    // json, not jsonb: the record's key order survives, as emitEvent keeps it.
    expect(rows[0]?.data).toBe('{"id":"r1","status":"A","b":1,"a":2}');
    expect(rows.map((r) => new Date(r.at).getTime())).toEqual([at(0).getTime(), at(2).getTime()]);
  });

  it("queues nothing and answers nothing for an empty list", async () => {
    expect(await emitEvents(t.db, [])).toEqual([]);
  });
});
