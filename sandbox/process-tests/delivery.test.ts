import { createHmac, timingSafeEqual } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventEnvelopeSchema, rampSchema, webhookDeliveryListResponseSchema } from "@/lib/contract";
import { type Arrival, type Reply, startReceiver } from "./receiver";
import { apiClient, createStoreLocation, type SandboxProcess, startSandbox } from "./sandbox-process";

/**
 * The real sandbox process delivering to a real HTTP receiver, with the
 * retry table scaled by 0.001 (1 min -> 60 ms, 6 h -> 21.6 s). Each test owns
 * a ramp, told apart by its fromAmount, and the receiver answers per ramp.
 */
const SECRET = "process-test-secret-0123456789abcdef0123456789";
const behaviours = new Map<number, (seen: number) => Reply>();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sandbox: SandboxProcess;
let store: Awaited<ReturnType<typeof createStoreLocation>>;
let api: ReturnType<typeof apiClient>;

const amountOf = (a: Arrival) => Number(a.json.data.fromAmount);

beforeAll(async () => {
  receiver = await startReceiver((arrival, seen) => {
    if (arrival.path !== "/hook") return { status: 200 };
    return behaviours.get(amountOf(arrival))?.(seen) ?? { status: 200 };
  });
  store = await createStoreLocation();
  sandbox = await startSandbox(store.env);
  api = apiClient(sandbox.baseUrl);
  await api.login();
  await api.subscribeRamps(`${receiver.url}/hook`, SECRET);
}, 180_000);

afterAll(async () => {
  await sandbox?.kill();
  await receiver?.close();
  await store?.dispose();
});

/** Creates a ramp whose events the receiver answers with `behaviour`; returns its RAMP CREATE arrivals. */
async function rampWith(fromAmount: number, behaviour: (seen: number) => Reply) {
  behaviours.set(fromAmount, behaviour);
  const res = await api.call("POST", "/api/v2/ramps", {
    type: "ON_RAMP",
    fromCurrency: "COP",
    toCurrency: "USDC",
    fromAmount,
  });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}
const arrivalsOf = (fromAmount: number) =>
  receiver.arrivals.filter((a) => a.path === "/hook" && amountOf(a) === fromAmount);

async function deliveryOf(eventId: string) {
  const res = await api.call("GET", "/api/v2/webhooks/deliveries?limit=100");
  const log = webhookDeliveryListResponseSchema.parse(res.body);
  const entry = log.deliveries.find((d) => d.eventId === eventId);
  if (!entry) throw new Error(`event ${eventId} not in the delivery log`);
  return entry;
}

describe("webhook delivery by the sandbox process", () => {
  it.concurrent("signs the exact body with HMAC-SHA256 of the secret and sends the spec envelope", async () => {
    const rampId = await rampWith(100_001, () => ({ status: 200 }));
    await receiver.waitFor(() => arrivalsOf(100_001).length >= 1, 10_000, "the RAMP CREATE delivery");
    const [arrival] = arrivalsOf(100_001);
    if (!arrival) throw new Error("unreachable");
    // Independent check: Node's crypto over the bytes as received, not the sandbox's helper.
    const expected = createHmac("sha256", SECRET).update(arrival.raw).digest("hex");
    const header = String(arrival.headers["x-signature-sha256"]);
    expect(header).toMatch(/^[0-9a-f]{64}$/);
    expect(timingSafeEqual(Buffer.from(header), Buffer.from(expected))).toBe(true);
    expect(arrival.headers["content-type"]).toBe("application/json");
    const envelope = eventEnvelopeSchema.parse(JSON.parse(arrival.raw.toString("utf8")));
    expect(Object.keys(envelope).sort()).toEqual([
      "action",
      "attempts",
      "createdAt",
      "data",
      "event",
      "id",
      "updatedAt",
    ]);
    expect(envelope).toMatchObject({ event: "RAMP", action: "CREATE", attempts: 0 });
    expect(rampSchema.parse(envelope.data)).toMatchObject({ id: rampId, status: "PENDING_PAYMENT" });
  });

  it.concurrent("retries after the scaled delay: 500 then 200 gives attempts 0 then 1", async () => {
    await rampWith(100_002, (seen) => ({ status: seen === 0 ? 500 : 200 }));
    await receiver.waitFor(() => arrivalsOf(100_002).length >= 2, 15_000, "two attempts");
    const [first, second] = arrivalsOf(100_002);
    if (!first || !second) throw new Error("unreachable");
    expect([first.json.attempts, second.json.attempts]).toEqual([0, 1]);
    expect(second.json.id).toBe(first.json.id);
    const gap = second.at - first.at;
    expect(gap).toBeGreaterThanOrEqual(55); // 1 minute x 0.001, minus timer slack
    expect(gap).toBeLessThan(2_000);
    await new Promise((r) => setTimeout(r, 300));
    const entry = await deliveryOf(first.json.id);
    expect(entry).toMatchObject({ state: "succeeded", attemptsMade: 2, responseStatus: 200 });
    expect(entry.attempts.map((a) => [a.attempt, a.responseStatus])).toEqual([
      [0, 500],
      [1, 200],
    ]);
  });

  it.concurrent("a receiver that never answers 2xx gets attempts 0 to 5, then the delivery is permanently failed", async () => {
    await rampWith(100_003, () => ({ status: 503 }));
    // 0 + 60 ms + 300 ms + 900 ms + 3.6 s + 21.6 s
    // Generous bounds: on a loaded 2-core machine a claim cycle can lag by seconds.
    await receiver.waitFor(() => arrivalsOf(100_003).length >= 6, 100_000, "six attempts");
    const arrivals = arrivalsOf(100_003);
    expect(arrivals.map((a) => a.json.attempts)).toEqual([0, 1, 2, 3, 4, 5]);
    const scaled = [60, 300, 900, 3_600, 21_600];
    arrivals.slice(1).forEach((a, i) => {
      const gap = a.at - (arrivals[i]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual((scaled[i] ?? 0) - 5);
      expect(gap).toBeLessThan((scaled[i] ?? 0) + 8_000);
    });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(arrivalsOf(100_003)).toHaveLength(6);
    const entry = await deliveryOf(arrivals[0]?.json.id ?? "");
    expect(entry).toMatchObject({
      state: "failed",
      attempt: 5,
      attemptsMade: 6,
      responseStatus: 503,
      nextAttemptAt: null,
    });
  }, 120_000);

  it.concurrent("an answer slower than 5 seconds is a failed attempt", async () => {
    await rampWith(100_004, (seen) => (seen === 0 ? { status: 200, delayMs: 6_500 } : { status: 200 }));
    await receiver.waitFor(() => arrivalsOf(100_004).length >= 2, 15_000, "the retry after the timeout");
    const [first] = arrivalsOf(100_004);
    await new Promise((r) => setTimeout(r, 300));
    const entry = await deliveryOf(first?.json.id ?? "");
    const [attempt0, attempt1] = entry.attempts;
    expect(attempt0).toMatchObject({ attempt: 0, succeeded: false, responseStatus: null });
    expect(attempt0?.error).toMatch(/timeout/i);
    expect(attempt0?.durationMs).toBeGreaterThanOrEqual(4_900);
    expect(attempt0?.durationMs).toBeLessThan(6_500);
    expect(attempt1).toMatchObject({ attempt: 1, succeeded: true, responseStatus: 200 });
  });

  it.concurrent("does not follow a 3xx: the Location target receives nothing and the attempt failed", async () => {
    const target = `${receiver.url}/redirect-target`;
    await rampWith(100_005, (seen) => (seen === 0 ? { status: 302, headers: { location: target } } : { status: 200 }));
    await receiver.waitFor(() => arrivalsOf(100_005).length >= 2, 15_000, "the retry after the 302");
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.arrivals.filter((a) => a.path === "/redirect-target")).toHaveLength(0);
    const entry = await deliveryOf(arrivalsOf(100_005)[0]?.json.id ?? "");
    expect(entry.attempts.map((a) => [a.attempt, a.responseStatus, a.succeeded])).toEqual([
      [0, 302, false],
      [1, 200, true],
    ]);
  });
});
