import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { alertSettings } from "@/lib/db/payout-work-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

vi.mock("server-only", () => ({}));

const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === "next-auth.session-token" && request.cookie ? { value: request.cookie } : undefined,
    getAll: () => [],
    has: () => false,
  }),
  headers: async () => new Headers({ host: "127.0.0.1:3000" }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

/**
 * The alert settings through their server action, on a real store and real sessions: a fresh
 * step-up and roles:update first; on-call operators must be known to the customer; the chat URL
 * passes the URL policy; the signing secret is stored sealed; another customer's settings are
 * untouched.
 */

const SECRET = "a-signing-secret-of-some-length";
let store: TestStore;
let api: FakeApiServer;
let sessions: typeof import("@/lib/auth/session-store");
let save: typeof import("./actions").saveAlertSettings;

async function signIn(email: string, customerId: string, stepUpAgoMs: number | null): Promise<string> {
  const { id } = await sessions.createSession({
    email,
    name: email,
    customerId,
    tokens: { accessToken: `access-${customerId}`, refreshToken: "r", expiresIn: 3_600_000 },
    secondFactor: "none",
    userAgent: "test",
    clientAddress: "203.0.113.7",
  });
  if (stepUpAgoMs !== null) await sessions.recordProof(id, "step-up", Date.now() - stepUpAgoMs);
  return encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
}

function as<T>(cookie: string, run: () => Promise<T>): Promise<T> {
  request.cookie = cookie;
  return run();
}

let admin: string;

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const customerId = token.replace(/^access-/, "");
    json(res, 200, {
      email: "x@example.com",
      customer: { id: customerId },
      permissions: ["roles:update", "payouts:read"],
    });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_EXTENSIONS = "all";
  process.env.OPERATOR_MFA = "optional";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
  save = (await import("./actions")).saveAlertSettings;
  admin = await signIn("admin@acme.example", "cus-acme", 0);
  await signIn("oncall@acme.example", "cus-acme", null);
  await signIn("ops@globex.example", "cus-globex", null);
}, 120_000);

afterAll(async () => {
  delete process.env.API_BASE_URL;
  delete process.env.API_EXTENSIONS;
  delete process.env.OPERATOR_MFA;
  resetEnvForTests();
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
});

describe(`alert settings (${testStoreKind()})`, () => {
  it("asks for a fresh step-up first", async () => {
    const stale = await signIn("admin@acme.example", "cus-acme", 10 * 60_000);
    const result = await as(stale, () => save({ onCall: [], chatWebhookUrl: null }));
    expect(result).toMatchObject({ ok: false, error: { kind: "step_up_required" } });
  });

  it("refuses an on-call operator the customer does not know, and a URL the policy refuses", async () => {
    expect(await as(admin, () => save({ onCall: ["ops@globex.example"], chatWebhookUrl: null }))).toMatchObject({
      ok: false,
      error: { code: "ALERTS.UNKNOWN_OPERATOR" },
    });
    for (const url of ["http://hooks.example.com/x", "https://169.254.169.254/latest", "http://127.0.0.1:9/x"])
      expect(await as(admin, () => save({ onCall: [], chatWebhookUrl: url, signingSecret: SECRET }))).toMatchObject({
        ok: false,
        error: { code: "ALERTS.URL_REFUSED" },
      });
    expect(await as(admin, () => save({ onCall: [], chatWebhookUrl: "https://93.184.215.14/hook" }))).toMatchObject({
      ok: false,
      error: { code: "ALERTS.SECRET_REQUIRED" },
    });
    expect(await store.db.select().from(alertSettings)).toEqual([]);
  });

  it("stores the on-call list and the URL with the secret sealed, for the customer only", async () => {
    const result = await as(admin, () =>
      save({ onCall: ["OnCall@acme.example"], chatWebhookUrl: "https://93.184.215.14/hook", signingSecret: SECRET }),
    );
    expect(result).toMatchObject({
      ok: true,
      data: { onCall: ["oncall@acme.example"], chatWebhookUrl: "https://93.184.215.14/hook", hasSecret: true },
    });
    const rows = await store.db.select().from(alertSettings);
    expect(rows.map((r) => r.customerId)).toEqual(["cus-acme"]);
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    // Saved again without a secret: the stored one is kept.
    const kept = await as(admin, () => save({ onCall: [], chatWebhookUrl: "https://93.184.215.14/hook" }));
    expect(kept).toMatchObject({ ok: true, data: { hasSecret: true, onCall: [] } });
  });
});
