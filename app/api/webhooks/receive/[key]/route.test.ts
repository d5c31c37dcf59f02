import { createHmac } from "node:crypto";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import type { InboxItem } from "@/lib/webhooks/inbox-item";
import { LiveHub } from "@/lib/webhooks/live-hub";

vi.mock("server-only", () => ({}));

const SECRET = "receiver-secret-for-tests-0123456789abcdef";
const OTHER = "another-secret-nobody-configured-0123456789";
/** Otra Fintech's own receiver secret: valid, but only at Otra's receiver. */
const OTRA_SECRET = "otra-receiver-secret-0123456789abcdef012345";
const ACME = { customerId: "cus-acme" };
const OTRA = { customerId: "cus-otra" };
const BASE = "http://127.0.0.1:3000";

let store: TestStore;
/** What Acme's live view heard, and Otra's. */
let published: InboxItem[] = [];
let publishedOtra: InboxItem[] = [];
let acmeKey = "";
let otraKey = "";
const pathFor = (key: string) => `/api/webhooks/receive/${key}`;

/** An independent signer (node:crypto directly), not the module under test. */
const hmac = (secret: string, body: Buffer | string) => createHmac("sha256", secret).update(body).digest("hex");

function envelope(id: string, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id,
    event: "RAMP",
    action: "UPDATE",
    data: { id: "ramp_1", status: "CASH_IN_COMPLETED", fromAmount: 100.5 },
    createdAt: "2026-11-22T01:00:00.000Z",
    updatedAt: "2026-11-22T01:00:01.000Z",
    attempts: 0,
    ...overrides,
  });
}

/** A delivery to Acme's receiver unless another key is given. */
function delivery(body: Buffer | string, signature: string | null, key = acmeKey): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["x-signature-sha256"] = signature;
  return new Request(`${BASE}${pathFor(key)}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
}

async function count(customerId?: string): Promise<number> {
  const where = customerId === undefined ? sql`` : sql`WHERE customer_id = ${customerId}`;
  const result = (await store.db.execute(sql`SELECT count(*)::int AS n FROM webhook_inbox ${where}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
}

/**
 * The receipt's one door: the App Router route handler, called as Next calls it
 * (the Request, and the key as the decoded last path segment).
 */
async function post(request: Request): Promise<Response> {
  const { POST } = await import("./route");
  const path = new URL(request.url).pathname;
  const key = decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
  return POST(request, { params: Promise.resolve({ key }) });
}

// Starting PGlite (WASM) takes tens of seconds on a busy two-core machine.
beforeAll(async () => {
  store = await openTestStore();
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(Promise.resolve(store));
  const { setLiveHubForTests } = await import("@/lib/webhooks/live");
  const hub = new LiveHub({ loadItem: async () => undefined });
  hub.subscribe(ACME.customerId, (item) => published.push(item));
  hub.subscribe(OTRA.customerId, (item) => publishedOtra.push(item));
  setLiveHubForTests(hub);

  const { receiverKeyFor } = await import("@/lib/webhooks/receivers");
  acmeKey = await receiverKeyFor(ACME);
  otraKey = await receiverKeyFor(OTRA);
}, 180_000);

afterAll(async () => {
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(undefined);
  await store.dispose();
});

beforeEach(async () => {
  published = [];
  publishedOtra = [];
  await store.db.execute(sql`DELETE FROM webhook_inbox`);
  await store.db.execute(sql`UPDATE webhook_receivers SET current_secret_enc = NULL, previous_secret_enc = NULL`);
  const { rotateReceiverSecret, forgetCachedReceivers } = await import("@/lib/webhooks/receivers");
  forgetCachedReceivers();
  await rotateReceiverSecret(ACME, SECRET);
  await rotateReceiverSecret(OTRA, OTRA_SECRET);
});

describe(`POST /api/webhooks/receive/<key> (${testStoreKind()})`, () => {
  it("stores a correctly signed delivery, answers 200 and tells the live view", async () => {
    const body = envelope("evt_ok");
    const res = await post(delivery(body, hmac(SECRET, body)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    expect(await count()).toBe(1);
    await vi.waitFor(() => expect(published.map((p) => p.id)).toEqual(["evt_ok"]));
    expect(published[0]).toMatchObject({ event: "RAMP", action: "UPDATE", recordId: "ramp_1", duplicateCount: 0 });
    // Processing happens after the answer, and marks the row.
    await vi.waitFor(async () => {
      const result = (await store.db.execute(
        sql`SELECT processed_at, raw_body FROM webhook_inbox WHERE id = 'evt_ok'`,
      )) as unknown as { rows: { processed_at: Date | null; raw_body: string }[] };
      expect(result.rows[0]?.processed_at).not.toBeNull();
      expect(result.rows[0]?.raw_body).toBe(body);
    });
  });

  const refused: [string, () => Request][] = [
    [
      "a body with one byte flipped",
      () => {
        const bytes = Buffer.from(envelope("evt_t"));
        const signature = hmac(SECRET, bytes);
        const at = bytes.indexOf("CASH_IN");
        bytes[at] = (bytes[at] ?? 0) ^ 0x01;
        return delivery(bytes, signature);
      },
    ],
    [
      "the same JSON re-serialised with other whitespace",
      () => {
        const body = envelope("evt_r");
        return delivery(JSON.stringify(JSON.parse(body), null, 2), hmac(SECRET, body));
      },
    ],
    ["no signature header", () => delivery(envelope("evt_m"), null)],
    ["an empty signature", () => delivery(envelope("evt_e"), "")],
    ["64 characters that are not hex", () => delivery(envelope("evt_x"), "z".repeat(64))],
    ["an uppercase hex signature", () => delivery(envelope("evt_u"), hmac(SECRET, envelope("evt_u")).toUpperCase())],
    ["a short signature", () => delivery(envelope("evt_s"), hmac(SECRET, envelope("evt_s")).slice(0, 63))],
    ["a long signature", () => delivery(envelope("evt_l"), `${hmac(SECRET, envelope("evt_l"))}0`)],
    ["a signature made with another secret", () => delivery(envelope("evt_o"), hmac(OTHER, envelope("evt_o")))],
    [
      "a delivery signed with another customer's own secret",
      () => delivery(envelope("evt_forged"), hmac(OTRA_SECRET, envelope("evt_forged"))),
    ],
    [
      "a key nobody was given (right secret)",
      () => delivery(envelope("evt_k"), hmac(SECRET, envelope("evt_k")), "A".repeat(43)),
    ],
    ["a malformed key", () => delivery(envelope("evt_mk"), hmac(SECRET, envelope("evt_mk")), "..%2F")],
  ];
  it.each(refused)("refuses %s with 401 and stores nothing", async (_name, make) => {
    const res = await post(make());
    expect(res.status).toBe(401);
    expect(await count()).toBe(0);
    expect(published).toEqual([]);
    expect(publishedOtra).toEqual([]);
  });

  it("stores each customer's deliveries under that customer and tells only that customer's live view", async () => {
    const acmeBody = envelope("evt_shared_id");
    const otraBody = envelope("evt_shared_id", { data: { id: "ramp_otra", status: "CREATED" } });
    expect((await post(delivery(acmeBody, hmac(SECRET, acmeBody)))).status).toBe(200);
    const otra = await post(delivery(otraBody, hmac(OTRA_SECRET, otraBody), otraKey));
    expect(otra.status).toBe(200);
    // The same envelope id from another customer is a new event there, not a repeat of Acme's.
    expect(await otra.json()).toEqual({ received: true, duplicate: false });
    expect(await count(ACME.customerId)).toBe(1);
    expect(await count(OTRA.customerId)).toBe(1);
    await vi.waitFor(() => expect(publishedOtra).toHaveLength(1));
    await vi.waitFor(() => expect(published).toHaveLength(1));
    expect(published[0]?.recordId).toBe("ramp_1");
    expect(publishedOtra[0]?.recordId).toBe("ramp_otra");
    const { listInbox } = await import("@/lib/webhooks/inbox");
    expect((await listInbox(ACME, { limit: 10 })).items.map((i) => i.recordId)).toEqual(["ramp_1"]);
    expect((await listInbox(OTRA, { limit: 10 })).items.map((i) => i.recordId)).toEqual(["ramp_otra"]);
  });

  it("one customer's rotation leaves the other's deliveries arriving", async () => {
    const { rotateReceiverSecret } = await import("@/lib/webhooks/receivers");
    await rotateReceiverSecret(OTRA, "otra-rotated-secret-0123456789abcdef0123");
    const body = envelope("evt_after_other_rotation");
    expect((await post(delivery(body, hmac(SECRET, body)))).status).toBe(200);
    // Otra's previous secret still works at Otra's receiver (grace), never at Acme's.
    const otraOld = envelope("evt_otra_old");
    expect((await post(delivery(otraOld, hmac(OTRA_SECRET, otraOld), otraKey))).status).toBe(200);
    expect((await post(delivery(otraOld, hmac(OTRA_SECRET, otraOld)))).status).toBe(401);
    expect(await count(ACME.customerId)).toBe(1);
  });

  it("refuses a signed body nested 5,000 deep with 400 (not a 500), storing nothing", async () => {
    const body = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;
    const res = await post(delivery(body, hmac(SECRET, body)));
    expect(res.status).toBe(400);
    expect(await count()).toBe(0);
  });

  it("refuses a signed body that is not an event envelope with 400, storing nothing", async () => {
    const body = JSON.stringify({ hello: "world" });
    const res = await post(delivery(body, hmac(SECRET, body)));
    expect(res.status).toBe(400);
    expect(await count()).toBe(0);
  });

  it("stores 20 concurrent identical deliveries once, counting 19 duplicates", async () => {
    const body = envelope("evt_dup");
    const signature = hmac(SECRET, body);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(delivery(body, signature))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const flags = await Promise.all(answers.map(async (a) => ((await a.json()) as { duplicate: boolean }).duplicate));
    expect(flags.filter((d) => !d)).toHaveLength(1);
    expect(await count()).toBe(1);
    const result = (await store.db.execute(
      sql`SELECT duplicate_count FROM webhook_inbox WHERE id = 'evt_dup'`,
    )) as unknown as { rows: { duplicate_count: number }[] };
    expect(result.rows[0]?.duplicate_count).toBe(19);
  });

  it("stores a burst of deliveries arriving together each once", async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `evt_burst_${String(i).padStart(2, "0")}`);
    const answers = await Promise.all(
      ids.map((id) => {
        const body = envelope(id);
        return post(delivery(body, hmac(SECRET, body)));
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(200));
    const result = (await store.db.execute(
      sql`SELECT id, duplicate_count FROM webhook_inbox ORDER BY seq`,
    )) as unknown as { rows: { id: string; duplicate_count: number }[] };
    // Each once (the order the requests reach the store in depends on the driver's scheduling).
    expect(result.rows.map((r) => r.id).sort()).toEqual(ids);
    expect(result.rows.every((r) => r.duplicate_count === 0)).toBe(true);
  });

  it("still 401s a tampered body that arrives amid a burst of valid ones, storing only the valid", async () => {
    const good = Array.from({ length: 10 }, (_, i) => envelope(`evt_mix_${i}`));
    const tampered = Buffer.from(envelope("evt_mix_bad"));
    const signature = hmac(SECRET, tampered);
    const at = tampered.indexOf("ramp_1");
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    const answers = await Promise.all([
      ...good.map((body) => post(delivery(body, hmac(SECRET, body)))),
      post(delivery(tampered, signature)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(200), 401]);
    expect(await count()).toBe(10);
  });

  it("answers 503 only for a delivery the store refuses, when it arrives with others", async () => {
    // JSON allows \u0000 in a string; Postgres jsonb does not: that one row fails, its batch-mates do not.
    const bad = envelope("evt_nul", { data: { id: "ramp_1", note: "\u0000" } });
    const good = Array.from({ length: 5 }, (_, i) => envelope(`evt_ok_${i}`));
    const answers = await Promise.all([
      ...good.map((body) => post(delivery(body, hmac(SECRET, body)))),
      post(delivery(bad, hmac(SECRET, bad))),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...Array(5).fill(200), 503]);
    expect(await count()).toBe(5);
  });

  it("shows the payload as sent (its key order too), live and read back; a repeat shows the stored first copy", async () => {
    // Keys in an order jsonb would not keep (it sorts them by length).
    const sent = {
      updatedAt: "2026-11-22T01:00:01.000Z",
      attempts: 0,
      data: { status: "CASH_IN_COMPLETED", id: "ramp_1" },
      createdAt: "2026-11-22T01:00:00.000Z",
      action: "UPDATE",
      event: "RAMP",
      id: "evt_order",
    };
    const body = JSON.stringify(sent);
    expect((await post(delivery(body, hmac(SECRET, body)))).status).toBe(200);
    await vi.waitFor(() => expect(published).toHaveLength(1));
    expect(Object.keys(published[0]?.payload as object)).toEqual(Object.keys(sent));
    const { getInboxItem, listInbox } = await import("@/lib/webhooks/inbox");
    expect(Object.keys((await getInboxItem(ACME, "evt_order"))?.payload as object)).toEqual(Object.keys(sent));
    expect(await getInboxItem(OTRA, "evt_order")).toBeUndefined();
    // The list reads the payload too (not the row's index in the page).
    expect((await listInbox(ACME, { limit: 5 })).items[0]?.payload).toEqual(sent);

    const again = JSON.stringify({ ...sent, attempts: 1, updatedAt: "2026-11-22T01:01:01.000Z" });
    expect((await post(delivery(again, hmac(SECRET, again)))).status).toBe(200);
    await vi.waitFor(() => expect(published).toHaveLength(2));
    expect(published[1]).toMatchObject({ duplicateCount: 1, attempts: 1, payload: sent });
  });

  it("keeps the highest attempts value when a retry arrives", async () => {
    const first = envelope("evt_retry", { attempts: 0 });
    const second = envelope("evt_retry", { attempts: 2 });
    await post(delivery(first, hmac(SECRET, first)));
    await post(delivery(second, hmac(SECRET, second)));
    const { getInboxItem } = await import("@/lib/webhooks/inbox");
    expect(await getInboxItem(ACME, "evt_retry")).toMatchObject({ attempts: 2, duplicateCount: 1 });
  });

  it("refuses a body over 1 MB with 413, storing nothing", async () => {
    const body = envelope("evt_big", { data: { id: "ramp_big", note: "x".repeat(1_000_001) } });
    const res = await post(delivery(body, hmac(SECRET, body)));
    expect(res.status).toBe(413);
    expect(await count()).toBe(0);
  });

  it("accepts the previous secret within the grace period after a rotation, and refuses it after", async () => {
    const { rotateReceiverSecret, forgetCachedReceivers } = await import("@/lib/webhooks/receivers");
    const next = "rotated-secret-0123456789abcdef0123456789";
    await rotateReceiverSecret(ACME, next);
    const oldBody = envelope("evt_old");
    expect((await post(delivery(oldBody, hmac(SECRET, oldBody)))).status).toBe(200);
    const newBody = envelope("evt_new");
    expect((await post(delivery(newBody, hmac(next, newBody)))).status).toBe(200);

    // 25 hours later (default grace 24 h): the previous secret no longer opens the door.
    await store.db.execute(
      sql`UPDATE webhook_receivers SET rotated_at = now() - interval '25 hours' WHERE customer_id = ${ACME.customerId}`,
    );
    forgetCachedReceivers();
    const lateBody = envelope("evt_late");
    expect((await post(delivery(lateBody, hmac(SECRET, lateBody)))).status).toBe(401);
    expect((await post(delivery(lateBody, hmac(next, lateBody)))).status).toBe(200);
    expect(await count()).toBe(3);
  });

  it("keeps the secret sealed at rest", async () => {
    const result = (await store.db.execute(
      sql`SELECT current_secret_enc FROM webhook_receivers WHERE customer_id = ${ACME.customerId}`,
    )) as unknown as {
      rows: { current_secret_enc: string }[];
    };
    const sealed = result.rows[0]?.current_secret_enc ?? "";
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(sealed).not.toContain(SECRET);
  });

  it("refuses everything while no secret is configured", async () => {
    await store.db.execute(sql`UPDATE webhook_receivers SET current_secret_enc = NULL, previous_secret_enc = NULL`);
    (await import("@/lib/webhooks/receivers")).forgetCachedReceivers();
    const body = envelope("evt_none");
    expect((await post(delivery(body, hmac(SECRET, body)))).status).toBe(401);
    expect(await count()).toBe(0);
  });
});

describe("the route handler's own transport", () => {
  /** A body that arrives in pieces and declares no length, as a chunked upload does. */
  function streamed(pieces: Uint8Array[], failAfter = false): ReadableStream<Uint8Array> {
    return new ReadableStream({
      pull(controller) {
        const next = pieces.shift();
        if (next) controller.enqueue(next);
        else if (failAfter) controller.error(new Error("socket hang up"));
        else controller.close();
      },
    });
  }
  const streamedDelivery = (body: ReadableStream<Uint8Array>, signature: string) =>
    new Request(`${BASE}${pathFor(acmeKey)}`, {
      method: "POST",
      headers: { "x-signature-sha256": signature },
      body,
      duplex: "half",
    } as RequestInit);

  it("answers JSON that is not cached", async () => {
    const body = envelope("evt_headers");
    const res = await post(delivery(body, hmac(SECRET, body)));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a declared length over 1 MB with 413 before reading the body", async () => {
    let pulled = false;
    // highWaterMark 0: the stream is pulled only when someone reads it.
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = streamedDelivery(body, "0".repeat(64));
    request.headers.set("content-length", "1000001");
    const res = await post(request);
    expect(res.status).toBe(413);
    expect(pulled).toBe(false);
    expect(await count()).toBe(0);
  });

  it("refuses a streamed body that grows past 1 MB with 413, storing nothing", async () => {
    const piece = new Uint8Array(256 * 1024).fill(0x78);
    const res = await post(streamedDelivery(streamed([piece, piece, piece, piece, piece]), "0".repeat(64)));
    expect(res.status).toBe(413);
    expect(await count()).toBe(0);
  });

  it("stores a signed body that arrives in pieces", async () => {
    const bytes = Buffer.from(envelope("evt_pieces"));
    const pieces = [bytes.subarray(0, 40), bytes.subarray(40)].map((b) => new Uint8Array(b));
    const res = await post(streamedDelivery(streamed(pieces), hmac(SECRET, bytes)));
    expect(res.status).toBe(200);
    expect(await count()).toBe(1);
  });

  it("stores nothing when the sender hangs up mid-body, and keeps serving", async () => {
    const body = Buffer.from(envelope("evt_cut"));
    const cut = await post(
      streamedDelivery(streamed([new Uint8Array(body.subarray(0, 40))], true), hmac(SECRET, body)),
    );
    expect(cut.status).toBe(400);
    expect(await count()).toBe(0);
    expect((await post(delivery(body, hmac(SECRET, body)))).status).toBe(200);
    expect(await count()).toBe(1);
  });
});

describe("one receiver path", () => {
  it("serves the path receiver URLs are built from (RECEIVER_PATH/<key>)", async () => {
    const { RECEIVER_PATH } = await import("@/lib/webhooks/url-rule");
    const here = dirname(fileURLToPath(import.meta.url));
    expect(`${relative(join(process.cwd(), "app"), here).split("\\").join("/")}`).toBe(
      `${RECEIVER_PATH.slice(1)}/[key]`,
    );
  });
});
