import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { encode } from "next-auth/jwt";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { NextRequest } from "next/server";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAYOUT_FAILURE_STATUSES, PAYOUT_IN_FLIGHT_STATUSES, PAYOUT_LIFECYCLE } from "@/lib/contract/payout-lifecycle";
import { setStoreForTests } from "@/lib/db";
import { payoutFlight, payoutSyncState } from "@/lib/db/payouts-readmodel-schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";
import { parseExposition, type Sample, sampleValue } from "./exposition-parse";

/**
 * GET /api/metrics through its made handler, after a known sequence driven through the real
 * sign-in (next-auth's authorize with the app's options), the real receiver route, and a real
 * server action held for approval, on a real store with an HTTP stand-in for the API: every
 * counter moves by exactly what the sequence did. The exposition passes `promtool check metrics`
 * and no label value holds an email, an id or a token.
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
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {} }));

const TOKEN = "metrics-token-for-tests-0123456789abcdef";
const RIGHT_PASSWORD = "the-right-password";
const SECRET = "receiver-secret-for-metrics-0123456789abcdef";
const OPERATOR = "maker@acme.example";
/** An operator with a TOTP factor, whose sign-in's second step gets a wrong code. */
const TWO_STEP_OPERATOR = "two-step@acme.example";
const BASE = "http://127.0.0.1:3000";

let store: TestStore;
let api: FakeApiServer;

async function scrape(authorization?: string): Promise<Response> {
  const { GET } = await import("./route");
  const headers: Record<string, string> = authorization ? { authorization } : {};
  return GET(new NextRequest(`${BASE}/api/metrics`, { headers }), { params: Promise.resolve({}) });
}

async function samples(): Promise<{ text: string; samples: Sample[] }> {
  const response = await scrape(`Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, samples: parseExposition(text) };
}

async function authorize(email: string, password: string): Promise<string> {
  const { getAuthOptions } = await import("@/lib/auth/options");
  const provider = getAuthOptions().providers[0] as unknown as { options: CredentialsConfig };
  try {
    await provider.options.authorize({ email, password }, { headers: { "user-agent": "vitest" } });
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : "other";
  }
}

async function signedInCookie(email: string): Promise<string> {
  const sessions = await import("@/lib/auth/session-store");
  const { id } = await sessions.createSession({
    email,
    name: email,
    customerId: "cus-acme",
    tokens: { accessToken: `access-${email}`, refreshToken: `refresh-${email}`, expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  await sessions.recordProof(id, "step-up", Date.now());
  return encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
}

/**
 * A sign-in's second step refused: an operator with a TOTP factor, a session that gave its
 * password and owes the factor (as authorize() leaves it), and a wrong code through the real
 * second-step action with that session's cookie.
 */
async function wrongSecondFactor(): Promise<unknown> {
  const enrolment = await import("@/lib/auth/mfa/enrolment");
  const owner = { customerId: "cus-acme", email: TWO_STEP_OPERATOR, name: "Two step", sessionId: "enrol-two-step" };
  const pending = await enrolment.startTotpEnrolment(owner);
  const app = new TOTP({ secret: Secret.fromBase32(pending.secretBase32) });
  // Enrolled with the previous step's code, so no code of this step is used up.
  const enrolled = await enrolment.finishTotpEnrolment(owner, {
    enrolmentId: pending.enrolmentId,
    code: app.generate({ timestamp: Date.now() - 30_000 }),
  });
  expect(enrolled).toMatchObject({ ok: true });
  const sessions = await import("@/lib/auth/session-store");
  const { id } = await sessions.createSession({
    email: TWO_STEP_OPERATOR,
    name: "Two step",
    customerId: "cus-acme",
    tokens: { accessToken: "access-two-step", refreshToken: "refresh-two-step", expiresIn: 3_600_000 },
    secondFactor: "pending",
  });
  request.cookie = await encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email: TWO_STEP_OPERATOR, name: "Two step" },
    secret: getEnv().NEXTAUTH_SECRET,
  });
  // Half a million off the current code: never a code of a neighbouring step by chance.
  const wrong = String((Number(app.generate()) + 500_000) % 1_000_000).padStart(6, "0");
  const { verifyCode } = await import("@/app/(auth)/login/verify/actions");
  return verifyCode({ kind: "totp", code: wrong });
}

async function badlySignedDelivery(): Promise<number> {
  const { receiverKeyFor, rotateReceiverSecret } = await import("@/lib/webhooks/receivers");
  const key = await receiverKeyFor({ customerId: "cus-acme" });
  await rotateReceiverSecret({ customerId: "cus-acme" }, SECRET);
  const body = JSON.stringify({ id: "evt_1", event: "RAMP", action: "UPDATE", data: {}, attempts: 0 });
  const wrong = createHmac("sha256", "not-the-secret").update(body).digest("hex");
  const { POST } = await import("@/app/api/webhooks/receive/[key]/route");
  const response = await POST(
    new Request(`${BASE}/api/webhooks/receive/${key}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature-sha256": wrong },
      body,
    }),
    { params: Promise.resolve({ key }) },
  );
  return response.status;
}

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    if (req.path === "/api/v2/auth/login") {
      const body = JSON.parse(req.body) as { password?: string };
      if (body.password === RIGHT_PASSWORD)
        return json(res, 200, { accessToken: "access-1", refreshToken: "refresh-1", expiresIn: 3_600_000 });
      return json(res, 401, { errorCode: "AUTH.1001", message: ["Invalid credentials"], statusCode: "401" });
    }
    if (req.path.startsWith("/api/v2/backoffice/me"))
      return json(res, 200, { email: OPERATOR, customer: { id: "cus-acme" }, permissions: ["webhooks:write"] });
    return json(res, 404, { errorCode: "NOT_FOUND", message: ["not here"], statusCode: "404" });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_TIMEOUT_MS = "2000";
  process.env.OPERATOR_MFA = "optional";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
}, 180_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
  delete process.env.OPERATOR_MFA;
  delete process.env.METRICS_TOKEN;
  resetEnvForTests();
});

describe("GET /api/metrics: who may read it", () => {
  it("is not served (404) while METRICS_TOKEN is unset, whatever the request presents", async () => {
    delete process.env.METRICS_TOKEN;
    resetEnvForTests();
    expect((await scrape()).status).toBe(404);
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  });

  it("refuses (401) a missing or wrong bearer, and answers the token's holder", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).status).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers.get("cache-control")).toBe("no-store");
  });
});

describe(`GET /api/metrics after a known sequence (${testStoreKind()})`, () => {
  let before: Sample[];
  let after: Sample[];
  let text: string;

  beforeAll(async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
    before = (await samples()).samples;
    // One sign-in, one refused sign-in.
    expect(await authorize(OPERATOR, RIGHT_PASSWORD)).toBe("ok");
    expect(await authorize(OPERATOR, "wrong-password")).toBe("invalid_credentials");
    // One delivery with a bad signature, through the receiver route.
    expect(await badlySignedDelivery()).toBe(401);
    // One change held for approval, through its server action.
    const { savePolicy } = await import("@/lib/approvals/policy");
    await savePolicy(
      { customerId: "cus-acme" },
      { operation: "webhook", enabled: true, thresholdCop: null, approversRequired: 1, ttlMinutes: 60 },
      "test",
    );
    request.cookie = await signedInCookie(OPERATOR);
    const { deleteWebhook } = await import("@/app/(admin)/webhooks/actions");
    // One step-up refused (a wrong password, checked with the API).
    const { proveStepUp } = await import("@/lib/operations/step-up-actions");
    expect(await proveStepUp({ kind: "password", password: "not-my-password" })).toMatchObject({ ok: false });
    const held = await deleteWebhook({ id: "wh_1", makerReason: "The old endpoint is retired" });
    expect(held, JSON.stringify(held)).toMatchObject({ ok: "held" });
    // One sign-in's second step refused (a wrong TOTP code); the session may try four more times.
    expect(await wrongSecondFactor()).toEqual({ ok: false, reason: "invalid", remaining: 4 });
    ({ text, samples: after } = await samples());
  }, 120_000);

  const moved = (name: string, labels: Record<string, string> = {}) =>
    sampleValue(after, name, labels) - sampleValue(before, name, labels);

  it("counts the sign-ins by outcome, exactly", () => {
    expect(moved("ramp_dashboard_sign_ins_total", { outcome: "success" })).toBe(1);
    expect(moved("ramp_dashboard_sign_ins_total", { outcome: "wrong_password" })).toBe(1);
    expect(moved("ramp_dashboard_sign_ins_total", { outcome: "second_factor_failed" })).toBe(1);
    for (const outcome of ["locked", "rate_limited", "unavailable"])
      expect(moved("ramp_dashboard_sign_ins_total", { outcome })).toBe(0);
  });

  it("counts the refused step-up, and the sign-in's refused second step only as a sign-in", () => {
    expect(moved("ramp_dashboard_step_ups_total", { outcome: "failure" })).toBe(1);
    expect(moved("ramp_dashboard_step_ups_total", { outcome: "success" })).toBe(0);
  });

  it("counts the delivery with a bad signature, and its 401 at the receiver's route template", () => {
    expect(moved("ramp_dashboard_webhook_deliveries_total", { outcome: "bad_signature" })).toBe(1);
    for (const outcome of ["stored", "duplicate", "unknown_receiver", "too_large"])
      expect(moved("ramp_dashboard_webhook_deliveries_total", { outcome })).toBe(0);
    expect(
      moved("ramp_dashboard_http_requests_total", {
        route: "/api/webhooks/receive/[key]",
        method: "POST",
        status_class: "4xx",
      }),
    ).toBe(1);
  });

  it("counts the held change and shows it waiting for its operation", () => {
    expect(moved("ramp_dashboard_change_requests_submitted_total", { operation: "webhook" })).toBe(1);
    expect(sampleValue(after, "ramp_dashboard_change_requests_pending", { operation: "webhook" })).toBe(1);
    expect(moved("ramp_dashboard_change_requests_finished_total", { outcome: "executed" })).toBe(0);
  });

  it("counts the API calls by endpoint template: two sign-ins and a step-up's password, two refused", () => {
    const login = { endpoint: "/api/v2/auth/login", method: "POST" };
    expect(moved("ramp_dashboard_api_requests_total", { ...login, status_class: "2xx" })).toBe(1);
    expect(moved("ramp_dashboard_api_requests_total", { ...login, status_class: "4xx" })).toBe(2);
    expect(moved("ramp_dashboard_api_request_duration_seconds_count", login)).toBe(3);
  });

  it("reads the store's figures: sessions alive, migrations current, a receiver configured", () => {
    // The sign-in's session, the held change's maker's and the one still owing its second factor.
    expect(sampleValue(after, "ramp_dashboard_sessions_alive")).toBe(3);
    expect(sampleValue(after, "ramp_dashboard_store_migrations_current")).toBe(1);
    expect(sampleValue(after, "ramp_dashboard_webhook_receivers_active")).toBe(1);
    expect(after.some((s) => s.name === "ramp_dashboard_process_cpu_seconds_total")).toBe(true);
  });

  it("holds no email, id or token in any label value", () => {
    const EMAIL = /@/;
    const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    // A record id (a short prefix, then a run with digits: acc_1, po_8f3k2), or a long run of
    // random-looking characters (a key, a token).
    const RECORD_ID = /^[a-z]{1,8}[_-][A-Za-z]*\d[A-Za-z0-9]*$/;
    const TOKEN_LIKE = /[A-Za-z0-9_\-+/=]{24,}/;
    const values = after.flatMap((s) => Object.values(s.labels));
    const suspicious = values.filter(
      (v) => EMAIL.test(v) || UUID.test(v) || RECORD_ID.test(v) || (TOKEN_LIKE.test(v) && !v.startsWith("/")),
    );
    expect(suspicious).toEqual([]);
    // And none of what the sequence carried appears anywhere in the exposition.
    for (const secret of [OPERATOR, TWO_STEP_OPERATOR, RIGHT_PASSWORD, SECRET, TOKEN, "access-1", "wh_1", "cus-acme"])
      expect(text).not.toContain(secret);
  });

  it("passes promtool check metrics", () => {
    const check = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
    if (check.error && (check.error as NodeJS.ErrnoException).code === "ENOENT") {
      // scripts/lib/test-setup.mjs installs it (Debian's prometheus); under CI a missing one fails.
      if (process.env.CI === "true")
        throw new Error("promtool is not installed (CI): scripts/lib/test-setup.mjs installs it");
      console.warn("promtool not installed: `promtool check metrics` skipped (apt-get install prometheus)");
      return;
    }
    expect(check.stdout + check.stderr).toBe("");
    expect(check.status).toBe(0);
  });
});

describe(`GET /api/metrics: deliveries stored (${testStoreKind()})`, () => {
  it("counts a stored delivery, its repeat as a duplicate, and the stored one's lag from its envelope", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
    const { receiverKeyFor, rotateReceiverSecret } = await import("@/lib/webhooks/receivers");
    const key = await receiverKeyFor({ customerId: "cus-acme" });
    await rotateReceiverSecret({ customerId: "cus-acme" }, SECRET);
    const createdAt = new Date(Date.now() - 90_000).toISOString();
    const body = JSON.stringify({
      id: "evt_stored_1",
      event: "RAMP",
      action: "UPDATE",
      data: { id: "ramp_1", status: "CASH_IN_COMPLETED" },
      createdAt,
      updatedAt: createdAt,
      attempts: 0,
    });
    const signature = createHmac("sha256", SECRET).update(body).digest("hex");
    const { POST } = await import("@/app/api/webhooks/receive/[key]/route");
    const deliver = () =>
      POST(
        new Request(`${BASE}/api/webhooks/receive/${key}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-signature-sha256": signature },
          body,
        }),
        { params: Promise.resolve({ key }) },
      );
    const before = (await samples()).samples;
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    const after = (await samples()).samples;
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved("ramp_dashboard_webhook_deliveries_total", { outcome: "stored" })).toBe(1);
    expect(moved("ramp_dashboard_webhook_deliveries_total", { outcome: "duplicate" })).toBe(1);
    expect(moved("ramp_dashboard_webhook_delivery_lag_seconds_count")).toBe(1);
    // 90 s old when stored: in the 120 s bucket, not the 60 s one.
    expect(moved("ramp_dashboard_webhook_delivery_lag_seconds_bucket", { le: "60" })).toBe(0);
    expect(moved("ramp_dashboard_webhook_delivery_lag_seconds_bucket", { le: "120" })).toBe(1);
  });
});

describe("GET /api/metrics: live-view clients", () => {
  it("counts this process's live-view listeners, and opens no hub to do so", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
    const { setLiveHubForTests } = await import("@/lib/webhooks/live");
    const { peekProcessSingleton } = await import("@/lib/server/process-singleton");
    setLiveHubForTests(undefined);
    expect(sampleValue((await samples()).samples, "ramp_dashboard_webhook_live_clients")).toBe(0);
    expect(peekProcessSingleton("webhooks-live-hub")).toBeUndefined();
    const { LiveHub } = await import("@/lib/webhooks/live-hub");
    const hub = new LiveHub({ loadItem: async () => undefined });
    setLiveHubForTests(hub);
    const stops = [hub.subscribe("cus-acme", () => {}), hub.subscribe("cus-otra", () => {})];
    expect(sampleValue((await samples()).samples, "ramp_dashboard_webhook_live_clients")).toBe(2);
    for (const stop of stops) stop();
    setLiveHubForTests(undefined);
  });
});

describe(`GET /api/metrics: the payouts read model (${testStoreKind()})`, () => {
  it("reports failed and overdue payouts by phase and the sync's age, summed over customers", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
    const failed = PAYOUT_FAILURE_STATUSES[0];
    const waiting = PAYOUT_IN_FLIGHT_STATUSES.find((s) => PAYOUT_LIFECYCLE[s].serviceLevelHours !== null);
    if (!failed || !waiting) throw new Error("the lifecycle has no failure or no timed status");
    const now = Date.now();
    const longAgo = new Date(now - 30 * 24 * 3_600_000);
    const row = (customerId: string, payoutId: string, status: string, since: Date) => ({
      customerId,
      payoutId,
      status,
      phase: PAYOUT_LIFECYCLE[status as typeof failed].phase,
      amount: "100",
      currency: "COP",
      apiUpdatedAt: since,
      statusSince: since,
      statusSinceObserved: true,
      firstSeenAt: since,
      lastSeenAt: new Date(now),
      source: "scan",
    });
    await store.db.insert(payoutFlight).values([
      row("cus-acme", "po_failed_1", failed, longAgo),
      row("cus-otra", "po_failed_2", failed, longAgo),
      row("cus-acme", "po_overdue_1", waiting, longAgo),
      // Entered its status a moment ago: within its service level, not overdue.
      row("cus-acme", "po_fresh_1", waiting, new Date(now - 1_000)),
    ]);
    await store.db.insert(payoutSyncState).values([
      {
        customerId: "cus-acme",
        outcome: "ok",
        startedAt: new Date(now - 610_000),
        finishedAt: new Date(now - 600_000),
      },
      { customerId: "cus-otra", outcome: "ok", startedAt: new Date(now - 70_000), finishedAt: new Date(now - 60_000) },
    ]);
    const { samples: after, text } = await samples();
    const failedPhase = PAYOUT_LIFECYCLE[failed].phase;
    const waitingPhase = PAYOUT_LIFECYCLE[waiting].phase;
    expect(sampleValue(after, "ramp_dashboard_payouts_attention", { kind: "failed", phase: failedPhase })).toBe(2);
    expect(sampleValue(after, "ramp_dashboard_payouts_attention", { kind: "overdue", phase: waitingPhase })).toBe(1);
    // The oldest customer's last good cycle, ten minutes ago.
    const age = sampleValue(after, "ramp_dashboard_payouts_sync_last_success_age_seconds");
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(700);
    expect(sampleValue(after, "ramp_dashboard_payouts_sync_failing_customers")).toBe(0);
    for (const id of ["po_failed_1", "po_overdue_1", "cus-otra"]) expect(text).not.toContain(id);
  });
});
