import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { LiveHub } from "./live-hub";

vi.mock("server-only", () => ({}));

const ACME = { customerId: "cus-acme" };
const OTRA = { customerId: "cus-otra" };
const SECRET = "acme-receiver-secret-0123456789abcdef0123";
const OTRA_SECRET = "otra-receiver-secret-0123456789abcdef0123";

let store: TestStore;
let acmeKey = "";
let otraKey = "";
let n = 0;

/** An ACCOUNT envelope as the API sends it: the record's own updatedAt orders it, not arrival. */
function accountEvent(action: string, data: Record<string, unknown>): string {
  n += 1;
  return JSON.stringify({
    id: `evt-acc-${n}`,
    event: "ACCOUNT",
    action,
    data: { userId: "usr-1", type: "PSE", complianceUrl: "https://verify.example.com/x", ...data },
    createdAt: "2026-11-22T01:00:00.000Z",
    updatedAt: "2026-11-22T01:00:00.000Z",
    attempts: 0,
  });
}

/** Delivered through the receiver itself (signature checked), its after-answer work run to the end. */
async function deliver(body: string, key = acmeKey, secret = SECRET): Promise<number> {
  const { acceptDelivery } = await import("./receive");
  const tasks: Array<() => Promise<void>> = [];
  const signature = createHmac("sha256", secret).update(body).digest("hex");
  const answer = await acceptDelivery(key, new TextEncoder().encode(body), signature, (task) => tasks.push(task));
  for (const task of tasks) await task();
  return answer.status;
}

async function pendingIds(scope = ACME): Promise<string[]> {
  const { listAccountsByEventStatus } = await import("@/lib/db/queries/account-event-states");
  return (await listAccountsByEventStatus(scope, "PENDING")).map((r) => r.accountId);
}

beforeAll(async () => {
  store = await openTestStore();
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(Promise.resolve(store));
  const { setLiveHubForTests } = await import("./live");
  setLiveHubForTests(new LiveHub({ loadItem: async () => undefined }));
  const { rotateReceiverSecret, receiverKeyFor } = await import("./receivers");
  await rotateReceiverSecret(ACME, SECRET);
  await rotateReceiverSecret(OTRA, OTRA_SECRET);
  acmeKey = await receiverKeyFor(ACME);
  otraKey = await receiverKeyFor(OTRA);
}, 180_000);
afterAll(async () => {
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(undefined);
  await store.dispose();
});

describe(`the compliance queue from ACCOUNT events (${testStoreKind()})`, () => {
  it("lists accounts last seen PENDING, oldest change first, per customer", async () => {
    expect(
      await deliver(accountEvent("CREATE", { id: "acc-b", status: "PENDING", updatedAt: "2026-11-22T02:00:00Z" })),
    ).toBe(200);
    await deliver(accountEvent("CREATE", { id: "acc-a", status: "PENDING", updatedAt: "2026-11-22T01:00:00Z" }));
    await deliver(
      accountEvent("CREATE", { id: "acc-otra", status: "PENDING", updatedAt: "2026-11-22T01:00:00Z" }),
      otraKey,
      OTRA_SECRET,
    );
    expect(await pendingIds()).toEqual(["acc-a", "acc-b"]);
    expect(await pendingIds(OTRA)).toEqual(["acc-otra"]);
  });

  it("a retry that arrives late does not undo a newer change", async () => {
    await deliver(accountEvent("UPDATE", { id: "acc-c", status: "ACTIVE", updatedAt: "2026-11-22T05:00:00Z" }));
    // The PENDING record from before the approval, delivered hours late by the API's retries.
    await deliver(accountEvent("UPDATE", { id: "acc-c", status: "PENDING", updatedAt: "2026-11-22T04:00:00Z" }));
    expect(await pendingIds()).not.toContain("acc-c");
    await deliver(accountEvent("UPDATE", { id: "acc-a", status: "ACTIVE", updatedAt: "2026-11-22T03:00:00Z" }));
    expect(await pendingIds()).toEqual(["acc-b"]);
  });

  it("DELETE removes an account for good, even before a late CREATE", async () => {
    await deliver(accountEvent("DELETE", { id: "acc-b", status: "PENDING", updatedAt: "2026-11-22T02:00:00Z" }));
    expect(await pendingIds()).toEqual([]);
    await deliver(accountEvent("DELETE", { id: "acc-d", status: "PENDING", updatedAt: "2026-11-22T06:00:00Z" }));
    await deliver(accountEvent("CREATE", { id: "acc-d", status: "PENDING", updatedAt: "2026-11-22T05:00:00Z" }));
    expect(await pendingIds()).toEqual([]);
  });

  it("an event naming no account is left out; a duplicate envelope is applied once", async () => {
    await deliver(accountEvent("UPDATE", { status: "PENDING" }));
    const body = accountEvent("CREATE", { id: "acc-e", status: "PENDING", updatedAt: "2026-11-22T07:00:00Z" });
    await deliver(body);
    await deliver(body);
    expect(await pendingIds()).toEqual(["acc-e"]);
  });

  it("is shown where the dashboard is the customer's receiver, with the time it is known from", async () => {
    const { accountEventQueue } = await import("./account-events");
    const { recordRegistration } = await import("./registrations");
    // Events reached this receiver already: it is the receiver, whatever was registered.
    expect((await accountEventQueue(ACME)).receiver).toBe("dashboard");
    expect(await accountEventQueue({ customerId: "cus-none" })).toEqual({ receiver: "elsewhere" });
    // Registered from here to the customer's own receiver: the dashboard gets no events.
    await recordRegistration(ACME, {
      configId: "wh-own",
      url: "https://hooks.acme.example/receive",
      events: ["ACCOUNT"],
      by: "ops@acme.example",
      secret: SECRET,
    });
    const quiet = { customerId: "cus-quiet" };
    await recordRegistration(quiet, {
      configId: "wh-own",
      url: "https://hooks.quiet.example/receive",
      events: ["ACCOUNT"],
      by: "ops@quiet.example",
      secret: SECRET,
    });
    expect(await accountEventQueue(quiet)).toEqual({ receiver: "elsewhere" });
    await recordRegistration(quiet, {
      configId: "wh-here",
      url: `http://127.0.0.1:3000/api/webhooks/receive/${acmeKey}`,
      events: ["ACCOUNT"],
      by: "ops@quiet.example",
      secret: SECRET,
    });
    expect(await accountEventQueue(quiet)).toMatchObject({ receiver: "dashboard", since: null, pending: [] });
    await recordRegistration(ACME, {
      configId: "wh-here",
      url: `http://127.0.0.1:3000/api/webhooks/receive/${acmeKey}`,
      events: ["RAMP", "ACCOUNT"],
      by: "ops@acme.example",
      secret: SECRET,
    });
    const queue = await accountEventQueue(ACME);
    expect(queue.receiver).toBe("dashboard");
    if (queue.receiver !== "dashboard") return;
    expect(queue.pending.map((r) => r.accountId)).toEqual(["acc-e"]);
    expect(queue.pending[0]?.complianceUrl).toBe("https://verify.example.com/x");
    expect(queue.since).toBeInstanceOf(Date);
    expect((await accountEventQueue(OTRA)).receiver).toBe("dashboard");
  });
});
