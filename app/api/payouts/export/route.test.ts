import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

/**
 * The payouts CSV export against a real store and an API on the wire, through the route as Next
 * calls it. A GET is a read: masked rows whatever its query asks, nothing written. Full values
 * are a POST with the reason in the body: refused from another site, refused without a fresh
 * step-up or a reason, and otherwise answered unmasked and audited (the reason, never a value).
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
  headers: async () => new Headers({ host: "127.0.0.1:3000" }),
}));

const ORIGIN = "http://127.0.0.1:3000";
const ACCOUNT = "0012345678";
const DOCUMENT = "1020304050";
const REASON = "Monthly reconciliation with the bank";
const ATTACKER_TEXT = "written by another site";

let store: TestStore;
let api: FakeApiServer;
let sessions: typeof import("@/lib/auth/session-store");
let route: typeof import("./route");

const payout = {
  id: "po_export",
  amount: 1000,
  currency: "COP",
  status: "COMPLETED",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  beneficiary: {
    type: "BANK",
    account: {
      firstName: "Ana",
      lastName: "Gómez",
      accountNumber: ACCOUNT,
      bankCode: "1007",
      type: "savings",
      countryCode: "CO",
      document: { type: "NUIP", number: DOCUMENT, issuedCountryCode: "CO" },
    },
  },
};

/** A signed-in operator whose session asked for its second factor (OPERATOR_MFA=optional): no step-up yet. */
async function signIn(): Promise<string> {
  const { id } = await sessions.createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    tokens: { accessToken: "access-acme", refreshToken: "refresh", expiresIn: 3_600_000 },
    secondFactor: "verified",
  });
  request.cookie = await encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email: "ops@example.com", name: "Ops" },
    secret: getEnv().NEXTAUTH_SECRET,
  });
  return id;
}

const exportAudits = () =>
  store.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.customerId, "cus-acme"), eq(auditLog.action, "export.full_values")));

const noParams = { params: Promise.resolve({}) };

function get(query: string) {
  return route.GET(new NextRequest(`${ORIGIN}/api/payouts/export?${query}`), noParams);
}

function post(body: unknown, headers: Record<string, string> = { origin: ORIGIN }) {
  return route.POST(
    new NextRequest(`${ORIGIN}/api/payouts/export?id=po_export`, {
      method: "POST",
      headers: { host: "127.0.0.1:3000", "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
    noParams,
  );
}

beforeAll(async () => {
  api = await startFakeApi((_req, res) => json(res, 200, { payouts: [payout], totalPage: 1 }));
  process.env.OPERATOR_MFA = "optional";
  process.env.API_BASE_URL = api.url;
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
  route = await import("./route");
}, 180_000);

afterAll(async () => {
  delete process.env.OPERATOR_MFA;
  delete process.env.API_BASE_URL;
  resetEnvForTests();
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
});

beforeEach(async () => {
  await store.db.delete(auditLog).where(eq(auditLog.action, "export.full_values"));
});

describe(`the payouts export (${testStoreKind()}, OPERATOR_MFA=optional)`, () => {
  it("a GET asking for full values (a link from another site) gets masked rows and writes nothing", async () => {
    const sid = await signIn();
    // Even a fresh step-up does not turn a GET into a full-value export.
    await sessions.recordProof(sid, "step-up");
    const answer = await get(`id=po_export&fullValues=1&reason=${encodeURIComponent(ATTACKER_TEXT)}`);
    expect(answer.status).toBe(200);
    const csv = await answer.text();
    expect(csv).toContain("po_export");
    expect(csv).toContain("•••• 5678");
    expect(csv).not.toContain(ACCOUNT);
    expect(csv).not.toContain(DOCUMENT);
    expect(await exportAudits()).toEqual([]);
  });

  it("a POST from another site is refused before anything is read or written", async () => {
    const sid = await signIn();
    await sessions.recordProof(sid, "step-up");
    api.requests.length = 0;
    for (const origin of ["https://evil.example", "null"]) {
      const refused = await post({ reason: ATTACKER_TEXT }, { origin });
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain(ACCOUNT);
    }
    // No Origin at all (a forged or non-browser request) is refused too.
    const bare = await post({ reason: ATTACKER_TEXT }, {});
    expect(bare.status).toBe(403);
    expect(api.requests).toHaveLength(0);
    expect(await exportAudits()).toEqual([]);
  });

  it("a same-site POST without a fresh step-up is 403 step_up_required; without a reason, 400", async () => {
    const sid = await signIn();
    const stale = await post({ reason: REASON });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ error: { kind: "step_up_required" } });
    await sessions.recordProof(sid, "step-up");
    const noReason = await post({});
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ error: { kind: "validation" } });
    expect(await exportAudits()).toEqual([]);
  });

  it("a same-site POST after a step-up with a reason exports full values and audits the reason", async () => {
    const sid = await signIn();
    await sessions.recordProof(sid, "step-up");
    const answer = await post({ reason: REASON });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-total-count")).toBe("1");
    const csv = await answer.text();
    expect(csv).toContain(ACCOUNT);
    const entries = await exportAudits();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operatorEmail: "ops@example.com", targetType: "payout", outcome: "success" });
    expect(entries[0]?.after).toMatchObject({ filters: { id: "po_export" }, rowCount: 1, reason: REASON });
    expect(JSON.stringify(entries[0])).not.toContain(ACCOUNT);
  });
});
