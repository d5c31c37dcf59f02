import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  custodialAccountListResponseSchema,
  fakerSavingsResultSchema,
  rampListResponseSchema,
  rampSchema,
  webhookDeliveryListResponseSchema,
} from "@/lib/contract";
import { OPERATORS, type TestApp, createTestApp } from "../test/test-app";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

async function configure(events: string[]) {
  const res = await t.api("POST", "/api/v2/webhooks", {
    token,
    body: { url: "http://127.0.0.1:9/hook", secret: "s".repeat(32), events },
  });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

/** Deliveries queued since the last call, oldest first. */
let seen = new Set<string>();
async function newDeliveries() {
  const res = await t.api("GET", "/api/v2/webhooks/deliveries?limit=100", { token });
  expect(res.status).toBe(200);
  const all = webhookDeliveryListResponseSchema.parse(res.body).deliveries.reverse();
  const fresh = all.filter((d) => !seen.has(d.eventId));
  seen = new Set(all.map((d) => d.eventId));
  return fresh;
}
beforeEach(async () => {
  await newDeliveries();
});

const newRamp = async (status?: string) => {
  const res = await t.api("POST", "/api/v2/ramps", {
    token,
    body: { type: "ON_RAMP", fromCurrency: "MXN", toCurrency: "USDT", fromAmount: 1750, ...(status ? { status } : {}) },
  });
  expect(res.status).toBe(201);
  return rampSchema.parse(res.body);
};

describe("events emitted by the sandbox", () => {
  it("seeds ramps in every status and lists them by status", async () => {
    const res = await t.api("GET", "/api/v2/ramps?status=PENDING_PAYMENT&limit=100", { token });
    const body = rampListResponseSchema.parse(res.body);
    expect(body.ramps.length).toBeGreaterThan(4);
    expect(body.ramps.every((r) => r.status === "PENDING_PAYMENT")).toBe(true);
    for (const status of ["QUOTE_CREATED", "COMPLETED", "FAILED", "CANCELED"]) {
      const page = rampListResponseSchema.parse((await t.api("GET", `/api/v2/ramps?status=${status}`, { token })).body);
      expect(page.ramps.length, status).toBeGreaterThan(0);
    }
  });

  it("queues nothing without an active configuration subscribed to the type", async () => {
    await newRamp();
    expect(await newDeliveries()).toHaveLength(0);
    await configure(["USER"]);
    await newRamp();
    expect(await newDeliveries()).toHaveLength(0);
  });

  it("queues RAMP CREATE on creation and five RAMP UPDATEs on cash-in, in order", async () => {
    await configure(["RAMP"]);
    const ramp = await newRamp();
    expect(ramp).toMatchObject({ status: "PENDING_PAYMENT", toAmount: 99 });
    const [created] = await newDeliveries();
    expect(created).toMatchObject({ event: "RAMP", action: "CREATE", state: "pending", attempt: 0 });
    const res = await t.api("POST", "/api/v2/faker/cash-in", { token, body: { rampId: ramp.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ramp: { id: ramp.id, status: "COMPLETED" } });
    const updates = await newDeliveries();
    expect(updates.map((d) => [d.event, d.action])).toEqual(Array(5).fill(["RAMP", "UPDATE"]));
    const rows = await t.api("GET", `/api/v2/ramps/${ramp.id}`, { token });
    expect(rows.body).toMatchObject({ status: "COMPLETED" });
  });

  it("refuses a cash-in for an unknown ramp (404) and for a ramp not awaiting payment (400 naming rampId)", async () => {
    const unknown = await t.api("POST", "/api/v2/faker/cash-in", { token, body: { rampId: "no-such-ramp" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: "RAMP.1404", statusCode: "404" });
    const quote = await newRamp("QUOTE_CREATED");
    const done = await newRamp();
    expect((await t.api("POST", "/api/v2/faker/cash-in", { token, body: { rampId: done.id } })).status).toBe(200);
    for (const rampId of [quote.id, done.id]) {
      const res = await t.api("POST", "/api/v2/faker/cash-in", { token, body: { rampId } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: "FAKER.1002",
        statusCode: "400",
        arguments: [{ key: "rampId", value: rampId }],
      });
    }
    const other = await t.login(OPERATORS.other);
    const foreign = await t.api("POST", "/api/v2/faker/cash-in", { token: other, body: { rampId: quote.id } });
    expect(foreign.status).toBe(404);
  });

  it("queues TRANSACTION and CUSTODIAL_ACCOUNT events for deposits, withdrawals and interest", async () => {
    await configure(["TRANSACTION", "CUSTODIAL_ACCOUNT"]);
    const list = custodialAccountListResponseSchema.parse(
      (await t.api("GET", "/api/v2/savings?limit=100", { token })).body,
    );
    const account = list.accounts.find((a) => a.status === "ACTIVE");
    if (!account) throw new Error("no active custodial account seeded");
    const deposit = await t.api("POST", "/api/v2/faker/deposit", {
      token,
      body: { savingsAccountId: account.id, amount: "100.25" },
    });
    expect(deposit.status).toBe(200);
    const after = fakerSavingsResultSchema.parse(deposit.body);
    expect(Number(after.account.balance)).toBeCloseTo(Number(account.balance) + 100.25, 2);
    expect(after.transaction).toMatchObject({ type: "DEPOSIT", status: "COMPLETED", amount: "100.25" });
    expect((await newDeliveries()).map((d) => `${d.event} ${d.action}`)).toEqual([
      "TRANSACTION CREATE",
      "TRANSACTION UPDATE",
      "CUSTODIAL_ACCOUNT UPDATE",
    ]);
    const tooMuch = await t.api("POST", "/api/v2/faker/withdrawal", {
      token,
      body: { savingsAccountId: account.id, amount: Number(after.account.balance) + 1 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({ errorCode: "FAKER.1005", arguments: [{ key: "amount" }] });
    expect(await newDeliveries()).toHaveLength(0);
    const interest = await t.api("POST", "/api/v2/faker/interest", { token, body: { savingsAccountId: account.id } });
    expect(interest.status).toBe(200);
    expect(fakerSavingsResultSchema.parse(interest.body).account.changeReason).toBe("INTEREST");
    expect(await newDeliveries()).toHaveLength(3);
  });

  it("cancels pending deliveries when the configuration is deleted, and queues nothing afterwards", async () => {
    const id = await configure(["RAMP"]);
    await newRamp();
    const [pending] = await newDeliveries();
    expect(pending?.state).toBe("pending");
    expect((await t.api("DELETE", `/api/v2/webhooks/${id}`, { token })).status).toBe(200);
    const res = await t.api("GET", "/api/v2/webhooks/deliveries?state=canceled&limit=100", { token });
    const canceled = webhookDeliveryListResponseSchema.parse(res.body).deliveries;
    expect(canceled.some((d) => d.eventId === pending?.eventId)).toBe(true);
    await newRamp();
    expect(await newDeliveries()).toHaveLength(0);
  });

  it("resends an event with the same id to the active configuration, from attempts 0", async () => {
    const id = await configure(["RAMP"]);
    const canceled = webhookDeliveryListResponseSchema.parse(
      (await t.api("GET", "/api/v2/webhooks/deliveries?state=canceled&limit=1", { token })).body,
    ).deliveries[0];
    if (!canceled) throw new Error("no canceled delivery to resend");
    const res = await t.api("POST", `/api/v2/webhooks/deliveries/${canceled.eventId}/resend`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      eventId: canceled.eventId,
      webhookId: id,
      state: "pending",
      attempt: 0,
      resends: 1,
    });
    const missing = await t.api("POST", "/api/v2/webhooks/deliveries/nope/resend", { token });
    expect(missing.status).toBe(404);
  });
});
