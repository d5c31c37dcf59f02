import { afterEach, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import type { InboxItem } from "./inbox-item";
import { LiveHub } from "./live-hub";
import { testInboxItem } from "./test-inbox-item";

const item = (id: string, payload?: unknown): InboxItem =>
  testInboxItem(payload === undefined ? { id } : { id, payload });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

const ACME = "cus-acme";
const OTRA = "cus-otra";

describe("LiveHub in one process", () => {
  it("hands a published item to every subscriber of its customer and stops after unsubscribe", async () => {
    const hub = new LiveHub({ loadItem: async () => undefined });
    const a: string[] = [];
    const b: string[] = [];
    const offA = hub.subscribe(ACME, (i) => a.push(i.id));
    hub.subscribe(ACME, (i) => b.push(i.id));
    await hub.publish(ACME, item("e1"));
    offA();
    await hub.publish(ACME, item("e2"));
    expect(a).toEqual(["e1"]);
    expect(b).toEqual(["e1", "e2"]);
    expect(hub.subscriberCount()).toBe(1);
    await hub.close();
  });

  it("never hands one customer's item to another customer's subscriber", async () => {
    const hub = new LiveHub({ loadItem: async () => undefined });
    const acme: string[] = [];
    const otra: string[] = [];
    hub.subscribe(ACME, (i) => acme.push(i.id));
    hub.subscribe(OTRA, (i) => otra.push(i.id));
    await hub.publish(ACME, item("acme-1"));
    await hub.publish(OTRA, item("otra-1"));
    expect(acme).toEqual(["acme-1"]);
    expect(otra).toEqual(["otra-1"]);
    expect(hub.subscriberCount(ACME)).toBe(1);
    expect(hub.subscriberCount()).toBe(2);
    await hub.close();
  });
});

// Two instances need a real server to LISTEN on; PGlite is one process.
const onPostgres = testStoreKind() === "postgres";
describe.runIf(onPostgres)("LiveHub across instances (LISTEN/NOTIFY)", () => {
  async function twoHubs() {
    const store: TestStore = await openTestStore();
    cleanups.push(() => store.dispose());
    const url = store.databaseUrl ?? "";
    const notify = async (channel: string, payload: string) => {
      await store.withConnection((c) => c.query("SELECT pg_notify($1, $2)", [channel, payload]));
    };
    const big = item("e-big", { blob: "x".repeat(10_000) });
    const make = () =>
      new LiveHub({
        databaseUrl: url,
        notify,
        loadItem: async (customerId, id) => (customerId === ACME && id === big.id ? big : undefined),
      });
    const [a, b] = [make(), make()];
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    await Promise.all([a.ensureListening(), b.ensureListening()]);
    return { a, b, big };
  }

  it("shows on instance B an event received by instance A, and never echoes A's own", async () => {
    const { a, b } = await twoHubs();
    const onA: string[] = [];
    const onB: string[] = [];
    const otraOnB: string[] = [];
    a.subscribe(ACME, (i) => onA.push(i.id));
    b.subscribe(ACME, (i) => onB.push(i.id));
    b.subscribe(OTRA, (i) => otraOnB.push(i.id));
    await a.publish(ACME, item("from-a"));
    await a.publish(OTRA, item("otra-from-a"));
    await vi.waitFor(() => expect(onB).toEqual(["from-a"]), { timeout: 2_000 });
    await vi.waitFor(() => expect(otraOnB).toEqual(["otra-from-a"]), { timeout: 2_000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(onA).toEqual(["from-a"]);
    expect(onB).toEqual(["from-a"]);
  });

  it("sends an item too large for NOTIFY by id and reads it back on the other side", async () => {
    const { a, b, big } = await twoHubs();
    const onB: InboxItem[] = [];
    b.subscribe(ACME, (i) => onB.push(i));
    await a.publish(ACME, big);
    await vi.waitFor(() => expect(onB.map((i) => i.id)).toEqual(["e-big"]), { timeout: 2_000 });
  });
});
