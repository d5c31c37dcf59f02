import { afterAll, beforeAll, expect, it } from "vitest";
import { type WebhookDelivery, webhookDeliveryListResponseSchema } from "@/lib/contract";
import { startReceiver } from "./receiver";
import { apiClient, createStoreLocation, type SandboxProcess, startSandbox } from "./sandbox-process";

/**
 * At-least-once across a crash: SIGKILL the sandbox in the middle of a burst
 * of 500 events, start it again on the same store, and every event that
 * committed reaches the receiver, duplicates carrying the same envelope id.
 */
const RAMPS = 100;
const CASH_INS = 80; // 100 RAMP CREATE + 80 x 5 RAMP UPDATE = 500 events
/** Arrivals after the receiver speeds up, before the kill: the burst is then well under way. */
const KILL_AFTER_FAST_ARRIVALS = 100;

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let store: Awaited<ReturnType<typeof createStoreLocation>>;
let sandbox: SandboxProcess | undefined;
let holding = true;

beforeAll(async () => {
  // While the 500 events are written the receiver holds each answer (under the
  // 5 s limit), so they pile up in the outbox; then it answers fast and the burst runs.
  receiver = await startReceiver(() => ({ status: 200, delayMs: holding ? 3_000 : 2 }));
  store = await createStoreLocation();
});

afterAll(async () => {
  await sandbox?.kill();
  await receiver?.close();
  await store?.dispose();
});

/** Runs tasks with bounded concurrency; answers how many succeeded. Failures (the kill) are expected. */
async function runAll(tasks: Array<() => Promise<boolean>>, concurrency: number): Promise<number> {
  let next = 0;
  let ok = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++];
        if (task && (await task().catch(() => false))) ok++;
      }
    }),
  );
  return ok;
}

async function allDeliveries(api: ReturnType<typeof apiClient>): Promise<WebhookDelivery[]> {
  const out: WebhookDelivery[] = [];
  for (let page = 1; ; page++) {
    const res = await api.call("GET", `/api/v2/webhooks/deliveries?limit=100&page=${page}`);
    const body = webhookDeliveryListResponseSchema.parse(res.body);
    out.push(...body.deliveries);
    if (page >= body.totalPage) return out;
  }
}

it("loses no event when the sandbox is killed mid-burst and restarted", async () => {
  sandbox = await startSandbox(store.env);
  const api = apiClient(sandbox.baseUrl);
  await api.login();
  await api.subscribeRamps(`${receiver.url}/hook`, "crash-test-secret-0123456789abcdef");

  const rampIds: string[] = [];
  const creates = Array.from({ length: RAMPS }, (_, i) => async () => {
    const res = await api.call("POST", "/api/v2/ramps", {
      type: "OFF_RAMP",
      fromCurrency: "USDC",
      toCurrency: "COP",
      fromAmount: 10 + i,
    });
    if (res.status === 201) rampIds.push((res.body as { id: string }).id);
    return res.status === 201;
  });
  const created = await runAll(creates, 6);
  const cashIns = rampIds.slice(0, CASH_INS).map((rampId) => async () => {
    const res = await api.call("POST", "/api/v2/faker/cash-in", { rampId });
    return res.status === 200;
  });
  const cashedIn = await runAll(cashIns, 6);
  const acknowledged = created + cashedIn * 5;
  expect(acknowledged).toBe(500);

  const heldBack = receiver.arrivals.length;
  holding = false;
  await receiver.waitFor((a) => a.length >= heldBack + KILL_AFTER_FAST_ARRIVALS, 60_000, "the burst");
  await sandbox.kill("SIGKILL");
  const beforeRestart = new Set(receiver.arrivals.map((a) => a.json.id)).size;
  expect(beforeRestart).toBeLessThan(acknowledged); // killed mid-burst, not after it

  sandbox = await startSandbox(store.env);
  const again = apiClient(sandbox.baseUrl);
  await again.login();
  let log: WebhookDelivery[] = [];
  const deadline = Date.now() + 60_000;
  for (;;) {
    log = await allDeliveries(again);
    const received = new Set(receiver.arrivals.map((a) => a.json.id));
    if (log.every((d) => d.state === "succeeded" && received.has(d.eventId))) break;
    if (Date.now() > deadline)
      throw new Error(`not all delivered: ${JSON.stringify(log.filter((d) => d.state !== "succeeded").slice(0, 3))}`);
    await new Promise((r) => setTimeout(r, 500));
  }

  // Every event whose request was answered exists and arrived at least once.
  expect(log.length).toBeGreaterThanOrEqual(acknowledged);
  const received = new Set(receiver.arrivals.map((a) => a.json.id));
  for (const d of log) expect(received.has(d.eventId)).toBe(true);
  // Duplicates are the same event: same id, same type, action and record.
  const first = new Map<string, string>();
  for (const a of receiver.arrivals) {
    const { attempts: _a, updatedAt: _u, ...event } = JSON.parse(a.raw.toString("utf8")) as Record<string, unknown>;
    const key = JSON.stringify(event);
    expect(first.get(a.json.id) ?? key).toBe(key);
    first.set(a.json.id, key);
  }
  console.log(
    `crash test: ${acknowledged} events acknowledged, ${beforeRestart} delivered before the kill, ` +
      `${receiver.arrivals.length} arrivals for ${received.size} ids after restart`,
  );
}, 300_000);
