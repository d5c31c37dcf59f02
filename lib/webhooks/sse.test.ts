import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ListenSource } from "@/lib/db/listener";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import type { InboxItem } from "./inbox-item";
import { LiveHub } from "./live-hub";
import { testInboxItem } from "./test-inbox-item";

vi.mock("server-only", () => ({}));

let store: TestStore;
/** A real session: the stream lives as long as it does (lib/pipeline/session-watch.ts). */
let operator: { sessionId: string };
// Starting PGlite (WASM) takes tens of seconds on a busy two-core machine.
beforeAll(async () => {
  store = await openTestStore();
  (await import("@/lib/db")).setStoreForTests(Promise.resolve(store));
  const { createSession } = await import("@/lib/auth/session-store");
  const session = await createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    tokens: { accessToken: "access", refreshToken: "refresh", expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  operator = { sessionId: session.id };
}, 180_000);
afterAll(async () => {
  (await import("@/lib/db")).setStoreForTests(undefined);
  await store.dispose();
});

const item = (id: string, seq: number, event = "RAMP"): InboxItem =>
  testInboxItem({ id, seq, event, recordId: null, payload: {} });

/** Reads frames until `until` matches the text so far. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: (text: string) => boolean) {
  const decoder = new TextDecoder();
  let text = "";
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

const ACME = { customerId: "cus-acme" };

type SourceOptions = Parameters<typeof import("./sse").liveInboxSource>[0];

/** The live view's source served as the stream route serves it (lib/pipeline/sse.ts). */
async function liveEventStream(options: SourceOptions & { signal: AbortSignal; heartbeatMs?: number }) {
  const { liveInboxSource } = await import("./sse");
  const { sseResponse } = await import("@/lib/pipeline/sse");
  const request = new Request("http://127.0.0.1:3000/api/webhooks/stream", { signal: options.signal });
  const response = sseResponse({
    request,
    operator,
    subscribe: liveInboxSource(options),
    heartbeatMs: options.heartbeatMs,
  });
  if (!response.body) throw new Error("no stream");
  return response.body;
}
const OTRA = { customerId: "cus-otra" };

describe("the live view's stream (liveInboxSource through sseResponse)", () => {
  it("sends published items as 'inbox' events with the seq as id, filtered by type, and cleans up on abort", async () => {
    const hub = new LiveHub({ loadItem: async () => undefined });
    const abort = new AbortController();
    const reader = (await liveEventStream({ hub, scope: ACME, signal: abort.signal, event: "RAMP" })).getReader();
    const hello = await readUntil(reader, (t) => t.includes(": connected"));
    expect(hello).toContain("retry: 2000");
    expect(hub.subscriberCount()).toBe(1);
    await hub.publish(ACME.customerId, item("u1", 1, "USER"));
    await hub.publish(ACME.customerId, item("r2", 2));
    const text = await readUntil(reader, (t) => t.includes('"r2"'));
    expect(text).toContain("id: 2\nevent: inbox\ndata: ");
    expect(text).not.toContain('"u1"');
    abort.abort();
    expect(hub.subscriberCount()).toBe(0);
    expect((await reader.read()).done).toBe(true);
  });

  it("masks account, document and alias values in the payload before they leave the server", async () => {
    const hub = new LiveHub({ loadItem: async () => undefined });
    const abort = new AbortController();
    const reader = (await liveEventStream({ hub, scope: ACME, signal: abort.signal })).getReader();
    await readUntil(reader, (t) => t.includes(": connected"));
    const account = { accountNumber: "0012345678", document: { type: "NUIP", number: "1020304050" } };
    await hub.publish(
      ACME.customerId,
      testInboxItem({ id: "p1", seq: 1, event: "PAYOUT", recordId: null, payload: { data: { account } } }),
    );
    const text = await readUntil(reader, (t) => t.includes('"p1"'));
    expect(text).toContain("•••• 5678");
    expect(text).toContain("10••••50");
    expect(text).not.toContain("0012345678");
    expect(text).not.toContain("1020304050");
    abort.abort();
  });

  it("sends a burst of items published together as one chunk, each still its own event", async () => {
    const hub = new LiveHub({ loadItem: async () => undefined });
    const abort = new AbortController();
    const reader = (await liveEventStream({ hub, scope: ACME, signal: abort.signal })).getReader();
    await readUntil(reader, (t) => t.includes(": connected"));
    for (let seq = 1; seq <= 50; seq++) await hub.publish(ACME.customerId, item(`b${seq}`, seq));
    const { value } = await reader.read();
    const chunk = new TextDecoder().decode(value);
    expect(chunk.match(/event: inbox\n/g)).toHaveLength(50);
    expect(chunk).toContain("id: 1\n");
    expect(chunk).toContain("id: 50\n");
    abort.abort();
  });

  it("sends a heartbeat comment on the interval", async () => {
    const hub = new LiveHub({ loadItem: async () => undefined });
    const abort = new AbortController();
    const reader = (await liveEventStream({ hub, scope: ACME, signal: abort.signal, heartbeatMs: 20 })).getReader();
    expect(await readUntil(reader, (t) => t.includes(": ping"))).toContain(": ping\n\n");
    abort.abort();
  });

  it("replays what was stored after the browser's last seq before going live", async () => {
    const { storeDelivery } = await import("./inbox");
    const stored = [];
    for (const id of ["a", "b", "c"]) {
      const body = JSON.stringify({ id, event: "RAMP", action: "CREATE", data: {}, attempts: 0 });
      stored.push(
        (
          await storeDelivery({
            customerId: ACME.customerId,
            id,
            event: "RAMP",
            action: "CREATE",
            recordId: null,
            attempts: 0,
            rawBody: body,
          })
        ).item,
      );
    }
    const hub = new LiveHub({ loadItem: async () => undefined });
    const abort = new AbortController();
    const after = stored[0]?.seq ?? 0;
    const reader = (await liveEventStream({ hub, scope: ACME, signal: abort.signal, after })).getReader();
    const text = await readUntil(reader, (t) => t.includes('"id":"c"'));
    expect(text).toContain('"id":"b"');
    expect(text).not.toContain('"id":"a"');
    abort.abort();
  });

  it("replays what other instances stored while the hub could not hear them, once it listens again", async () => {
    const { storeDelivery } = await import("./inbox");
    const GAP = { customerId: "cus-gap" };
    const store = async (id: string) => {
      const rawBody = JSON.stringify({ id, event: "RAMP", action: "CREATE", data: {}, attempts: 0 });
      const delivery = { ...GAP, id, event: "RAMP", action: "CREATE", recordId: null, attempts: 0, rawBody };
      return (await storeDelivery(delivery)).item;
    };
    const seen = await store("seen");
    // A LISTEN connection this test can break, as a restarted database server would.
    let kill = () => {};
    const listenSource: ListenSource = async (_channel, { lost }) => {
      kill = () => lost(new Error("terminating connection due to administrator command"));
      return { close: async () => {} };
    };
    const hub = new LiveHub({ listenSource, loadItem: async () => undefined });
    const abort = new AbortController();
    const reader = (await liveEventStream({ hub, scope: GAP, signal: abort.signal, after: seen.seq })).getReader();
    await readUntil(reader, (t) => t.includes(": connected"));
    await hub.ensureListening();
    kill();
    await store("missed");
    // The hub reconnects after its first back-off (1 s) and the stream reads what it missed.
    const text = await readUntil(reader, (t) => t.includes('"id":"missed"'));
    expect(text).not.toContain('"id":"seen"');
    abort.abort();
    await hub.close();
  });

  it("streams and replays only its own customer's events", async () => {
    const { storeDelivery } = await import("./inbox");
    const body = JSON.stringify({ id: "otra-1", event: "RAMP", action: "CREATE", data: {}, attempts: 0 });
    await storeDelivery({
      ...OTRA,
      id: "otra-1",
      event: "RAMP",
      action: "CREATE",
      recordId: null,
      attempts: 0,
      rawBody: body,
    });
    const hub = new LiveHub({ loadItem: async () => undefined });
    const abort = new AbortController();
    const reader = (await liveEventStream({ hub, scope: ACME, signal: abort.signal, after: 0 })).getReader();
    await readUntil(reader, (t) => t.includes(": connected"));
    await hub.publish(OTRA.customerId, item("otra-live", 900));
    await hub.publish(ACME.customerId, item("acme-live", 901));
    const text = await readUntil(reader, (t) => t.includes('"acme-live"'));
    expect(text).not.toContain("otra-1");
    expect(text).not.toContain("otra-live");
    abort.abort();
  });
});
