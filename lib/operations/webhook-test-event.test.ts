import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import { resetCapabilitiesForTests } from "@/lib/transport/capabilities";
import type { Operator } from "@/lib/pipeline/operation";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

vi.mock("server-only", () => ({}));

/**
 * "Send test event" goes through the API's own simulation (the faker's cash-in) on a ramp
 * awaiting payment, and says why when it cannot: an API on the wire, a real store.
 */

let store: TestStore;
let api: FakeApiServer;
let ramps: { id: string; status: string }[] = [];
let operator: Operator;

const cashIns = () => api.requests.filter((r) => r.method === "POST" && r.path.startsWith("/api/v2/faker/cash-in"));
/** A ramp as the API lists it (spec: "Ramp (as carried in events)"). */
const ramp = (id: string, status: string) => ({
  id,
  userId: "usr_1",
  accountId: "acc_1",
  quotationId: "quo_1",
  type: "ON_RAMP",
  status,
  cashInMethod: "PSE",
  cashOutMethod: "WALLET",
  fromCurrency: "COP",
  toCurrency: "USDC",
  fromAmount: 100_000,
  toAmount: 25,
  transferProof: null,
  isPreFunded: false,
  active: true,
  accounts: [],
  createdAt: "2026-11-22T10:00:00.000Z",
  updatedAt: "2026-11-22T10:00:00.000Z",
});

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    if (req.path.startsWith("/api/v2/ramps")) {
      const wanted = new URL(req.path, "http://x").searchParams.get("status");
      const rows = ramps.filter((r) => !wanted || r.status === wanted).map((r) => ramp(r.id, r.status));
      return json(res, 200, { ramps: rows, totalPage: 1 });
    }
    if (req.path.startsWith("/api/v2/faker/cash-in")) return json(res, 201, { ok: true });
    return json(res, 404, { errorCode: "NOT_FOUND", message: ["not here"], statusCode: "404" });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_EXTENSIONS = "all";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  const { createSession } = await import("@/lib/auth/session-store");
  const { id } = await createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    tokens: { accessToken: "access-ops", refreshToken: "refresh", expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  operator = { sessionId: id, customerId: "cus-acme", email: "ops@example.com", name: "Ops" };
}, 120_000);

beforeEach(() => {
  api.requests.length = 0;
  delete process.env.API_ENV;
  process.env.API_EXTENSIONS = "all";
  resetEnvForTests();
  resetCapabilitiesForTests();
});

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
  delete process.env.API_EXTENSIONS;
  delete process.env.API_ENV;
  resetEnvForTests();
});

describe(`send test event (${testStoreKind()})`, () => {
  it("completes the cash-in of a ramp awaiting payment, so the API itself sends signed RAMP events", async () => {
    ramps = [ramp("ramp_paid", "COMPLETED"), ramp("ramp_waiting", "PENDING_PAYMENT")];
    const { sendTestEventOperation } = await import("./webhook-test-event");
    const outcome = await sendTestEventOperation.run({}, { operator, requestId: "req-1" });
    expect(outcome).toEqual({ sent: true, rampId: "ramp_waiting" });
    expect(cashIns()).toHaveLength(1);
    expect(JSON.parse(cashIns()[0]?.body ?? "{}")).toEqual({ rampId: "ramp_waiting" });
  });

  it("says there is no ramp awaiting payment instead of sending anything", async () => {
    ramps = [ramp("ramp_paid", "COMPLETED")];
    const { sendTestEventOperation } = await import("./webhook-test-event");
    const outcome = await sendTestEventOperation.run({}, { operator, requestId: "req-2" });
    expect(outcome).toEqual({ sent: false, reason: "no_ramp_awaiting_payment" });
    expect(cashIns()).toHaveLength(0);
  });

  it("says the API cannot list ramps when it does not offer the list", async () => {
    process.env.API_EXTENSIONS = "none";
    resetEnvForTests();
    resetCapabilitiesForTests();
    const { sendTestEventOperation } = await import("./webhook-test-event");
    const outcome = await sendTestEventOperation.run({}, { operator, requestId: "req-3" });
    expect(outcome).toEqual({ sent: false, reason: "no_ramp_list" });
    expect(cashIns()).toHaveLength(0);
  });

  it("never simulates against production, where the API has no simulation", async () => {
    process.env.API_ENV = "production";
    resetEnvForTests();
    const { sendTestEventOperation } = await import("./webhook-test-event");
    const outcome = await sendTestEventOperation.run({}, { operator, requestId: "req-4" });
    expect(outcome).toEqual({ sent: false, reason: "not_sandbox" });
    expect(api.requests).toHaveLength(0);
  });
});
