import { and, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { changeRequests } from "@/lib/db/approvals-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

/**
 * The recharge history lists every attempt made from the dashboard (issue 30), driven through
 * the real recharge action and the real approval decisions, on a real store, against a real HTTP
 * stand-in for the API: sent directly; held and still waiting; held and approved (amount,
 * checkout link, who asked and who approved); rejected with its reason; expired. A maker who may
 * see only their own attempts still sees the one an approver sent for them (and the approver, the
 * one they sent).
 */

vi.mock("server-only", () => ({}));

const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === "next-auth.session-token" && request.cookie ? { value: request.cookie } : undefined,
    getAll: () => [],
    has: () => false,
  }),
  headers: async () => new Headers({ host: "127.0.0.1:3000", "x-forwarded-for": "127.0.0.1" }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const ACME = { customerId: "cus-acme" };
const RECHARGES = "/api/v2/backoffice/ops/recharges/cop";
const checkoutOf = (order: string) => `https://checkout.bank.example.co/pay/${order}`;

let store: TestStore;
let api: FakeApiServer;
let sessions: typeof import("@/lib/auth/session-store");

async function signIn(email: string): Promise<string> {
  const { id } = await sessions.createSession({
    email,
    name: email,
    customerId: ACME.customerId,
    tokens: { accessToken: `access-${email}`, refreshToken: `refresh-${email}`, expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  await sessions.recordProof(id, "step-up", Date.now());
  return encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
}

async function rechargePolicy(enabled: boolean) {
  const { savePolicy } = await import("@/lib/approvals/policy");
  await savePolicy(
    ACME,
    { operation: "recharge", enabled, thresholdCop: 0, approversRequired: 1, ttlMinutes: 60 },
    "test",
  );
}

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    if (req.path.startsWith("/api/v2/backoffice/me"))
      return json(res, 200, {
        email: "x",
        customer: { id: ACME.customerId },
        permissions: ["recharges:create", "recharges:read"],
      });
    if (req.method === "POST" && req.path === RECHARGES) {
      const body = JSON.parse(req.body) as { order: string; amount: number };
      return json(res, 200, {
        CODE: "00",
        DESC: "OK",
        DATA: {
          OrdenID: body.order,
          Monto: String(body.amount),
          PVordenID: `pv-${body.order}`,
          Referencia: `ref-${body.order}`,
          Operacion: "recarga",
          checkout: checkoutOf(body.order),
        },
      });
    }
    return json(res, 404, { errorCode: "NOT_FOUND", message: ["not here"], statusCode: "404" });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_TIMEOUT_MS = "2000";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
  resetEnvForTests();
});

describe(`recharge history (${testStoreKind()})`, () => {
  it("lists sent, held, approved, rejected and expired attempts with amount, checkout, maker and approver", async () => {
    const { createRecharge } = await import("./actions");
    const { approveRequest, rejectRequest } = await import("@/app/(admin)/approvals/actions");
    const { readRechargeAttempts } = await import("./_components/recharge-attempts");
    const maker = await signIn("maker@acme.example");
    const checker = await signIn("checker@acme.example");
    const held = async (order: string, amount: number) => {
      request.cookie = maker;
      const result = await createRecharge({
        order,
        amount,
        description: `top-up ${order}`,
        makerReason: "Month-end top-up agreed with finance",
      });
      if (result.ok !== "held") throw new Error(`not held: ${JSON.stringify(result)}`);
      return result.approval.changeRequestId;
    };

    await rechargePolicy(false);
    request.cookie = maker;
    expect(await createRecharge({ order: "o-direct", amount: 10_000, description: "direct" })).toMatchObject({
      ok: true,
    });
    await rechargePolicy(true);
    await held("o-waiting", 20_000);
    const approved = await held("o-approved", 30_000);
    const rejected = await held("o-rejected", 40_000);
    const expired = await held("o-expired", 50_000);
    await store.db
      .update(changeRequests)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(changeRequests.customerId, ACME.customerId), eq(changeRequests.id, expired)));

    request.cookie = checker;
    expect(await approveRequest({ id: approved })).toMatchObject({ ok: true, data: { outcome: "executed" } });
    expect(await rejectRequest({ id: rejected, reason: "Not this month" })).toMatchObject({ ok: true });

    const attempts = await readRechargeAttempts(ACME, null, 25);
    const byOrder = new Map(attempts.map((a) => [a.order, a]));
    expect(attempts).toHaveLength(5);
    expect(byOrder.get("o-direct")).toMatchObject({
      status: "sent",
      amount: 10_000,
      checkout: checkoutOf("o-direct"),
      maker: "maker@acme.example",
      decider: null,
    });
    expect(byOrder.get("o-waiting")).toMatchObject({ status: "held", amount: 20_000, decider: null });
    expect(byOrder.get("o-approved")).toMatchObject({
      status: "approved",
      amount: 30_000,
      code: "00",
      checkout: checkoutOf("o-approved"),
      maker: "maker@acme.example",
      decider: "checker@acme.example",
      changeRequestId: approved,
    });
    expect(byOrder.get("o-rejected")).toMatchObject({
      status: "rejected",
      amount: 40_000,
      decider: "checker@acme.example",
      note: "Not this month",
    });
    expect(byOrder.get("o-expired")).toMatchObject({ status: "expired", amount: 50_000 });

    // The maker's own view keeps the one the approver sent for them; the approver's holds that one only.
    const own = await readRechargeAttempts(ACME, "maker@acme.example", 25);
    expect(own.map((a) => a.order).sort()).toEqual(["o-approved", "o-direct", "o-expired", "o-rejected", "o-waiting"]);
    expect((await readRechargeAttempts(ACME, "checker@acme.example", 25)).map((a) => a.order)).toEqual(["o-approved"]);
    expect(await readRechargeAttempts({ customerId: "cus-other" }, null, 25)).toEqual([]);
  });
});
