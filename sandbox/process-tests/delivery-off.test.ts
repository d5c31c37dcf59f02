import { afterAll, beforeAll, expect, it } from "vitest";
import { webhookDeliveryListResponseSchema } from "@/lib/contract";
import { startReceiver } from "./receiver";
import { apiClient, createStoreLocation, type SandboxProcess, startSandbox } from "./sandbox-process";

/**
 * SANDBOX_WEBHOOK_DELIVERY=off: the process answers the API and queues events, sends none;
 * a later start on the same store with delivery on sends the queued events.
 */
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let store: Awaited<ReturnType<typeof createStoreLocation>>;
let sandbox: SandboxProcess | undefined;

beforeAll(async () => {
  receiver = await startReceiver();
  store = await createStoreLocation();
});

afterAll(async () => {
  await sandbox?.kill();
  await receiver?.close();
  await store?.dispose();
});

it("queues events without sending them, and a later start with delivery on sends them", async () => {
  sandbox = await startSandbox({ ...store.env, SANDBOX_WEBHOOK_DELIVERY: "off" });
  expect(sandbox.output()).toContain("webhook delivery off");
  const api = apiClient(sandbox.baseUrl);
  await api.login();
  await api.subscribeRamps(`${receiver.url}/hook`, "delivery-off-secret-0123456789abcdef");
  const ramp = await api.call("POST", "/api/v2/ramps", {
    type: "OFF_RAMP",
    fromCurrency: "USDC",
    toCurrency: "COP",
    fromAmount: 25,
  });
  expect(ramp.status).toBe(201);

  // Queued: in the delivery log, pending, never attempted; and nothing reaches the receiver.
  await new Promise((r) => setTimeout(r, 1_500));
  const log = webhookDeliveryListResponseSchema.parse(
    (await api.call("GET", "/api/v2/webhooks/deliveries?limit=100&page=1")).body,
  ).deliveries;
  expect(log).toHaveLength(1);
  expect(log[0]?.attempts).toEqual([]);
  expect(receiver.arrivals).toHaveLength(0);

  await sandbox.kill();
  sandbox = await startSandbox(store.env);
  await receiver.waitFor((a) => a.length >= 1, 30_000, "the queued event");
  expect(receiver.arrivals[0]?.json).toMatchObject({
    id: log[0]?.eventId,
    event: "RAMP",
    action: "CREATE",
    attempts: 0,
  });
  // Two sandbox starts (each a fresh process and store open): the default 30 s is too tight on a
  // busy 2-core machine, as the other process tests found.
}, 120_000);
