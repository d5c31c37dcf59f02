import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import type { Operator } from "@/lib/pipeline/operation";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

vi.mock("server-only", () => ({}));

/**
 * A retried recharge is answered with the earlier one only for an operator who may make
 * recharges, and that is decided on grants read now (GET /backoffice/me), not the 30 s display
 * cache: whether to send a new recharge or claim an earlier one is part of the change. Real
 * store, an API on the wire.
 */

const RECHARGE_PATH = "/api/v2/backoffice/ops/recharges/cop";
const ORDER = "ORD-RETRY-1";
const AMOUNT = 150_000;
const DESCRIPTION = "Top-up";

let store: TestStore;
let api: FakeApiServer;
/** What the API says the operator holds right now. */
let permissions = ["recharges:create", "recharges:read"];

const rechargeAnswer = (order: string, amount: number) => ({
  CODE: "00",
  DESC: "OK",
  DATA: {
    OrdenID: order,
    Monto: String(amount),
    PVordenID: "pv-1",
    Referencia: "ref-1",
    Operacion: "RECARGA",
    checkout: "https://checkout.example/1",
  },
});

const posts = () => api.requests.filter((r) => r.method === "POST" && r.path.startsWith(RECHARGE_PATH));

let operator: Operator;

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    if (req.path.startsWith("/api/v2/backoffice/me"))
      return json(res, 200, { email: "ops@example.com", customer: { id: "cus-acme" }, permissions });
    if (req.path.startsWith(RECHARGE_PATH)) {
      if (req.method === "GET") return json(res, 200, rechargeAnswer(ORDER, AMOUNT));
      const body = JSON.parse(req.body) as { order: string; amount: number };
      return json(res, 200, rechargeAnswer(body.order, body.amount));
    }
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
  // The earlier recharge of this order, as its audit entry keeps it.
  const { writeAudit } = await import("@/lib/db/audit");
  await writeAudit({
    customerId: "cus-acme",
    operatorEmail: "ops@example.com",
    action: "recharge.create",
    targetType: "recharge",
    targetId: ORDER,
    outcome: "success",
    after: {
      order: ORDER,
      amount: AMOUNT,
      description: DESCRIPTION,
      recharge: rechargeAnswer(ORDER, AMOUNT),
      replayed: false,
      firstAt: null,
    },
  });
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
  delete process.env.API_EXTENSIONS;
  resetEnvForTests();
});

describe(`a retried recharge (${testStoreKind()})`, () => {
  const input = { order: ORDER, amount: AMOUNT, description: DESCRIPTION };

  it("is answered with the earlier recharge for an operator who may make recharges, sending none", async () => {
    const { createRecharge } = await import("./recharges");
    const outcome = await createRecharge.run(input, { operator, requestId: "req-1" });
    expect(outcome.replayed).toBe(true);
    expect(posts()).toHaveLength(0);
  });

  it("is decided on grants read now: recharges:create taken away a moment ago, nothing earlier is claimed", async () => {
    const { displayGrants } = await import("@/lib/api/operator");
    const { createRecharge } = await import("./recharges");
    expect((await displayGrants(operator)).names.has("recharges:create")).toBe(true);
    permissions = ["recharges:read"];
    // What a page shows still holds it for up to 30 s...
    expect((await displayGrants(operator)).names.has("recharges:create")).toBe(true);
    // ...but the run asks the API, which no longer lets the earlier recharge be claimed.
    const outcome = await createRecharge.run(input, { operator, requestId: "req-2" });
    expect(outcome.replayed).toBe(false);
    expect(posts()).toHaveLength(1);
  });
});
