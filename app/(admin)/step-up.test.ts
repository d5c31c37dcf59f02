import { and, eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

/**
 * A sensitive action posted directly, as a tool or a tampered browser would, with a real
 * session row in the real store behind a real session cookie: the server refuses it without a
 * fresh step-up, whatever the browser showed, and sends it once the session has proved itself.
 * Only Next's request scope (cookies, headers, revalidatePath) and the API are stand-ins.
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

const RECHARGE_PATH = "/api/v2/backoffice/ops/recharges/cop";
const STALE_MS = 6 * 60_000;
const PASSWORD = "sandbox-password";

let store: TestStore;
let api: FakeApiServer;
let sessions: typeof import("@/lib/auth/session-store");

/** Signs an operator in as the login does (a stored session and its cookie); returns the session id. */
async function signIn(customerId: string, email: string): Promise<{ sid: string; cookie: string }> {
  const { id } = await sessions.createSession({
    email,
    name: email,
    customerId,
    tokens: { accessToken: `access-${email}`, refreshToken: `refresh-${email}`, expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  const cookie = await encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
  return { sid: id, cookie };
}

const rechargePosts = () => api.requests.filter((r) => r.method === "POST" && r.path.startsWith(RECHARGE_PATH));

async function auditOf(customerId: string, order: string) {
  return store.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.customerId, customerId), eq(auditLog.targetId, order)));
}

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    const token = String(req.headers.authorization ?? "").replace(/^Bearer access-/, "");
    if (req.path.startsWith("/api/v2/backoffice/me"))
      return json(res, 200, {
        email: token,
        customer: { id: token.endsWith("other.example") ? "cus-otra" : "cus-acme" },
        permissions: ["recharges:create", "roles:update"],
      });
    if (req.method === "POST" && req.path === "/api/v2/auth/login") {
      const body = JSON.parse(req.body) as { email: string; password: string };
      if (body.password !== PASSWORD)
        return json(res, 401, { errorCode: "AUTH.1001", message: ["Invalid credentials"], statusCode: "401" });
      return json(res, 200, { accessToken: `access-${body.email}`, refreshToken: "r", expiresIn: 3_600_000 });
    }
    if (req.method === "POST" && req.path.startsWith(RECHARGE_PATH)) {
      const body = JSON.parse(req.body) as { order: string; amount: number };
      return json(res, 200, {
        CODE: "00",
        DESC: "OK",
        DATA: {
          OrdenID: body.order,
          Monto: String(body.amount),
          PVordenID: "pv-1",
          Referencia: "ref-1",
          Operacion: "RECARGA",
          checkout: "https://checkout.example/1",
        },
      });
    }
    return json(res, 404, { errorCode: "NOT_FOUND", message: ["not here"], statusCode: "404" });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_TIMEOUT_MS = "2000";
  process.env.OPERATOR_MFA = "optional";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
  delete process.env.OPERATOR_MFA;
  resetEnvForTests();
});

beforeEach(() => {
  api.requests.length = 0;
});

describe(`a sensitive action posted directly (${testStoreKind()}, OPERATOR_MFA=optional)`, () => {
  it("is refused without a fresh step-up, sends nothing and is audited; runs once the session proves itself", async () => {
    const { createRecharge } = await import("@/app/(admin)/recharges/actions");
    const acme = await signIn("cus-acme", "ops@example.com");
    // The operator proved themselves six minutes ago: past the five-minute window.
    await sessions.recordProof(acme.sid, "step-up", Date.now() - STALE_MS);
    request.cookie = acme.cookie;
    const input = { order: "step-up-1", amount: 150_000, description: "Top-up" };

    const refused = await createRecharge(input);
    expect(refused).toEqual({ ok: false, error: { kind: "step_up_required", message: expect.any(String) } });
    expect(rechargePosts()).toHaveLength(0);
    const refusals = await auditOf("cus-acme", "step-up-1");
    expect(refusals.map((e) => [e.action, e.outcome, e.errorCode, e.operatorEmail])).toEqual([
      ["recharge.create", "failure", "DASHBOARD.STEP_UP_REQUIRED", "ops@example.com"],
    ]);

    await sessions.recordProof(acme.sid, "step-up");
    const sent = await createRecharge(input);
    expect(sent.ok).toBe(true);
    expect(rechargePosts()).toHaveLength(1);
    expect(JSON.parse(rechargePosts()[0]?.body ?? "{}")).toMatchObject({ order: "step-up-1", amount: 150_000 });
  });

  it("one customer's fresh proof is no proof for another customer's session", async () => {
    const { createRecharge } = await import("@/app/(admin)/recharges/actions");
    const acme = await signIn("cus-acme", "ops@example.com");
    const otra = await signIn("cus-otra", "ops@other.example");
    await sessions.recordProof(otra.sid, "step-up", Date.now() - STALE_MS);
    await sessions.recordProof(acme.sid, "step-up");

    request.cookie = otra.cookie;
    const refused = await createRecharge({ order: "step-up-2", amount: 1_000, description: "Top-up" });
    expect(refused.ok ? undefined : refused.error.kind).toBe("step_up_required");
    expect(rechargePosts()).toHaveLength(0);
    expect((await auditOf("cus-otra", "step-up-2")).map((e) => e.errorCode)).toEqual(["DASHBOARD.STEP_UP_REQUIRED"]);
    // Nothing of it lands in the other customer's log.
    expect(await auditOf("cus-acme", "step-up-2")).toEqual([]);

    request.cookie = acme.cookie;
    const sent = await createRecharge({ order: "step-up-3", amount: 1_000, description: "Top-up" });
    expect(sent.ok).toBe(true);
    expect(rechargePosts()).toHaveLength(1);
  });

  it("a session that never gave a proof (a second factor verified long ago) is refused too", async () => {
    const { saveRole } = await import("@/app/(admin)/roles/actions");
    const acme = await signIn("cus-acme", "ops@example.com");
    await sessions.recordProof(acme.sid, "factor", Date.now() - 20 * 60_000);
    request.cookie = acme.cookie;
    const refused = await saveRole({ id: "role-1", name: "Ops", permissionIds: [] });
    expect(refused.ok ? undefined : refused.error.kind).toBe("step_up_required");
    // Not even the role was read: the only API call before the refusal is the fresh permission read.
    expect(api.requests.filter((r) => !r.path.startsWith("/api/v2/backoffice/me"))).toHaveLength(0);
  });
});

describe(`the step-up proof with a password (${testStoreKind()}, OPERATOR_MFA=optional, no factor)`, () => {
  it("a wrong password is refused and counted; the right one opens the sensitive action", async () => {
    const { proveStepUp, stepUpOptions } = await import("@/lib/operations/step-up-actions");
    const { createRecharge } = await import("@/app/(admin)/recharges/actions");
    const acme = await signIn("cus-acme", "compliance@example.com");
    await sessions.recordProof(acme.sid, "step-up", Date.now() - STALE_MS);
    request.cookie = acme.cookie;

    expect(await stepUpOptions()).toEqual({ ok: true, data: { methods: ["password"], passkeyOptions: null } });
    expect(await proveStepUp({ kind: "password", password: "not-it" })).toEqual({
      ok: false,
      refusal: "invalid",
      remaining: 4,
    });
    expect(await proveStepUp({ kind: "totp", code: "123456" })).toEqual({ ok: false, refusal: "not_offered" });
    expect(await proveStepUp({ kind: "password", password: PASSWORD })).toEqual({ ok: true, method: "password" });

    const sent = await createRecharge({ order: "step-up-4", amount: 1_000, description: "Top-up" });
    expect(sent.ok).toBe(true);
    const proofs = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.customerId, "cus-acme"), eq(auditLog.action, "step_up.verify")));
    expect(proofs.map((e) => [e.operatorEmail, e.outcome])).toEqual(
      expect.arrayContaining([
        ["compliance@example.com", "failure"],
        ["compliance@example.com", "success"],
      ]),
    );
    // Never the password, right or wrong.
    expect(JSON.stringify(proofs)).not.toContain(PASSWORD);
    expect(JSON.stringify(proofs)).not.toContain("not-it");
  });

  it("the fifth wrong proof ends the session", async () => {
    const { proveStepUp } = await import("@/lib/operations/step-up-actions");
    const acme = await signIn("cus-acme", "checker@example.com");
    request.cookie = acme.cookie;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await proveStepUp({ kind: "password", password: `wrong-${i}` }));
    expect(answers.map((a) => (a.ok ? "ok" : a.refusal))).toEqual([
      "invalid",
      "invalid",
      "invalid",
      "invalid",
      "ended",
    ]);
    expect(await sessions.loadSession(acme.sid)).toBeUndefined();
    expect(await proveStepUp({ kind: "password", password: PASSWORD })).toEqual({ ok: false, refusal: "signed_out" });
  }, 60_000);
});
