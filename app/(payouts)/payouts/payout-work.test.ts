import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
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
 * Exceptions that people own, through the real server actions and route handlers, on a real
 * store, with real sessions behind real cookies and an API on the wire that answers each token
 * with its own customer's payouts: two operators of Acme see each other's assignment, note and
 * acknowledgement; Globex's operator sees none of it and cannot touch Acme's payout.
 */

const ACME_PAYOUT = "po_acme_1";
const GLOBEX_PAYOUT = "po_globex_1";
/** Status of each payout as the API reports it now (a test moves it on). */
const statusOf: Record<string, string> = { [ACME_PAYOUT]: "KYT_OUT_PENDING", [GLOBEX_PAYOUT]: "FAILED" };

let store: TestStore;
let api: FakeApiServer;
let sessions: typeof import("@/lib/auth/session-store");
let actions: typeof import("./actions");

const customerOfToken = (token: string) => (token.includes("globex") ? "cus-globex" : "cus-acme");

const payout = (id: string) => ({
  id,
  amount: 1000,
  currency: "COP",
  status: statusOf[id],
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  beneficiary: { type: "BANK", account: { firstName: "Ana", lastName: "Gómez", accountNumber: "1", bankCode: "1" } },
});

async function signIn(email: string, customerId: string): Promise<string> {
  const { id } = await sessions.createSession({
    email,
    name: email.split("@")[0] ?? email,
    customerId,
    tokens: { accessToken: `access-${customerId}-${email}`, refreshToken: "r", expiresIn: 3_600_000 },
    secondFactor: "none",
    userAgent: "test",
    clientAddress: "203.0.113.7",
  });
  return encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
}

function as<T>(cookie: string, run: () => Promise<T>): Promise<T> {
  request.cookie = cookie;
  return run();
}

async function get(cookie: string, path: string): Promise<unknown> {
  request.cookie = cookie;
  const url = new URL(path, "http://127.0.0.1:3000");
  const route = url.pathname.startsWith("/api/notifications")
    ? await import("@/app/api/notifications/route")
    : url.pathname === "/api/payouts/work"
      ? await import("@/app/api/payouts/work/route")
      : await import("@/app/api/payouts/work/detail/route");
  const response = await route.GET(new NextRequest(url), { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  return response.json();
}

let ops: string;
let lead: string;
let globex: string;

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const customerId = customerOfToken(token);
    if (req.path.startsWith("/api/v2/backoffice/me"))
      return json(res, 200, { email: "x@example.com", customer: { id: customerId }, permissions: ["payouts:read"] });
    const wanted = new URL(req.path, "http://api").searchParams.get("id");
    const own = customerId === "cus-acme" ? ACME_PAYOUT : GLOBEX_PAYOUT;
    json(res, 200, { payouts: wanted === own ? [payout(own)] : [], totalPage: 1 });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_EXTENSIONS = "all";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  sessions = await import("@/lib/auth/session-store");
  actions = await import("./actions");
  ops = await signIn("ops@acme.example", "cus-acme");
  lead = await signIn("Lead@acme.example", "cus-acme");
  globex = await signIn("ops@globex.example", "cus-globex");
}, 120_000);

afterAll(async () => {
  delete process.env.API_BASE_URL;
  delete process.env.API_EXTENSIONS;
  resetEnvForTests();
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
});

describe(`payout ownership (${testStoreKind()})`, () => {
  it("offers the operators who signed in for the customer, and only them", async () => {
    const work = (await get(ops, `/api/payouts/work/detail?id=${ACME_PAYOUT}`)) as {
      operators: { email: string }[];
    };
    expect(work.operators.map((o) => o.email)).toEqual(["lead@acme.example", "ops@acme.example"]);
    const theirs = (await get(globex, `/api/payouts/work/detail?id=${ACME_PAYOUT}`)) as {
      operators: { email: string }[];
      ownership: unknown;
    };
    expect(theirs.operators.map((o) => o.email)).toEqual(["ops@globex.example"]);
  });

  it("assigns to another operator of the customer: both see it, the assignee is notified, Globex sees nothing", async () => {
    const { hub, heard } = await listenToWork();
    const result = await as(ops, () => actions.assignPayout({ payoutId: ACME_PAYOUT, assignee: "lead@acme.example" }));
    expect(result).toMatchObject({ ok: true, data: { assignee: { email: "lead@acme.example" } } });
    for (const cookie of [ops, lead]) {
      const seen = (await get(cookie, `/api/payouts/work?ids=${ACME_PAYOUT},${GLOBEX_PAYOUT}`)) as {
        ownership: Record<string, { assignee: { email: string } | null }>;
      };
      expect(Object.keys(seen.ownership)).toEqual([ACME_PAYOUT]);
      expect(seen.ownership[ACME_PAYOUT]?.assignee?.email).toBe("lead@acme.example");
    }
    expect(await get(globex, `/api/payouts/work?ids=${ACME_PAYOUT}`)).toEqual({ ownership: {} });
    // Every open screen of Acme heard which payout changed; Globex's heard nothing.
    expect(heard.acme).toContain(ACME_PAYOUT);
    expect(heard.globex).toEqual([]);
    hub.stop();
    const bell = (await get(lead, "/api/notifications")) as {
      unread: number;
      items: { kind: string; payload: unknown }[];
    };
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({ kind: "payout.assigned", payload: { payoutId: ACME_PAYOUT, by: "ops" } });
    expect(await get(ops, "/api/notifications")).toMatchObject({ unread: 0, items: [] });
    expect(await get(globex, "/api/notifications")).toMatchObject({ unread: 0, items: [] });
    const [entry] = await store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payout.assign"), eq(auditLog.outcome, "success")));
    expect(entry).toMatchObject({ customerId: "cus-acme", targetType: "payout", targetId: ACME_PAYOUT });
  });

  it("refuses another customer's operator on Acme's payout, and an operator the customer does not know", async () => {
    const foreign = await as(globex, () => actions.assignPayout({ payoutId: ACME_PAYOUT, assignee: "me" }));
    expect(foreign).toMatchObject({ ok: false, error: { kind: "not_found" } });
    const stranger = await as(ops, () =>
      actions.assignPayout({ payoutId: ACME_PAYOUT, assignee: "ops@globex.example" }),
    );
    expect(stranger).toMatchObject({ ok: false });
    const seen = (await get(ops, `/api/payouts/work?ids=${ACME_PAYOUT}`)) as {
      ownership: Record<string, { assignee: { email: string } }>;
    };
    expect(seen.ownership[ACME_PAYOUT]?.assignee.email).toBe("lead@acme.example");
  });

  it("keeps notes as bounded plain text with who and when, visible to the customer's operators only", async () => {
    const markup = "<img src=x onerror=alert(1)> called the bank";
    expect(await as(lead, () => actions.notePayout({ payoutId: ACME_PAYOUT, body: markup }))).toMatchObject({
      ok: true,
    });
    const tooLong = await as(lead, () => actions.notePayout({ payoutId: ACME_PAYOUT, body: "x".repeat(2_001) }));
    expect(tooLong).toMatchObject({ ok: false, error: { kind: "validation" } });
    const work = (await get(ops, `/api/payouts/work/detail?id=${ACME_PAYOUT}`)) as {
      notes: { body: string; authorEmail: string; at: string }[];
    };
    expect(work.notes).toHaveLength(1);
    expect(work.notes[0]).toMatchObject({ body: markup, authorEmail: "lead@acme.example" });
    expect(Date.parse(work.notes[0]?.at ?? "")).not.toBeNaN();
    const theirs = (await get(globex, `/api/payouts/work/detail?id=${ACME_PAYOUT}`)) as {
      notes: unknown[];
      ownership: unknown;
    };
    expect(theirs).toMatchObject({ notes: [], ownership: null });
  });

  it("acknowledges with a reason and a snooze: out of the queue until then, back when the status changes", async () => {
    const { isQuiet, quietPayoutsOf } = await import("@/lib/payouts/ownership");
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const past = await as(ops, () =>
      actions.acknowledgePayout({
        payoutId: ACME_PAYOUT,
        reason: "Waiting for the bank",
        until: "2020-01-01T00:00:00Z",
      }),
    );
    expect(past).toMatchObject({ ok: false, error: { kind: "validation" } });
    const done = await as(ops, () =>
      actions.acknowledgePayout({ payoutId: ACME_PAYOUT, reason: "Waiting for the bank", until }),
    );
    expect(done).toMatchObject({
      ok: true,
      data: { acknowledged: { reason: "Waiting for the bank", status: "KYT_OUT_PENDING", until } },
    });
    const quiet = (await quietPayoutsOf({ customerId: "cus-acme" })).get(ACME_PAYOUT);
    expect(quiet).toMatchObject({ state: "acknowledged", statusThen: "KYT_OUT_PENDING" });
    if (!quiet) throw new Error("not acknowledged");
    expect(isQuiet(quiet, "KYT_OUT_PENDING")).toBe(true);
    expect(isQuiet(quiet, "KYT_OUT_FAILED")).toBe(false);
    expect(isQuiet(quiet, "KYT_OUT_PENDING", new Date(Date.parse(until) + 1))).toBe(false);
    expect((await quietPayoutsOf({ customerId: "cus-globex" })).size).toBe(0);
  });

  it("resolves and reopens; the filters' helpers list the assignee's payouts of their own customer", async () => {
    const { payoutIdsAssignedTo } = await import("@/lib/db/queries/payout-ownership");
    statusOf[ACME_PAYOUT] = "CASH_OUT_PENDING";
    expect(await as(lead, () => actions.resolvePayout({ payoutId: ACME_PAYOUT }))).toMatchObject({
      ok: true,
      data: {
        resolved: { by: "lead@acme.example", status: "CASH_OUT_PENDING" },
        acknowledged: { reason: "Waiting for the bank" },
      },
    });
    expect(await as(lead, () => actions.reopenPayout({ payoutId: ACME_PAYOUT }))).toMatchObject({
      ok: true,
      data: { resolved: null, acknowledged: null, assignee: { email: "lead@acme.example" } },
    });
    expect(await payoutIdsAssignedTo({ customerId: "cus-acme" }, "lead@acme.example")).toEqual([ACME_PAYOUT]);
    expect(await payoutIdsAssignedTo({ customerId: "cus-globex" }, "lead@acme.example")).toEqual([]);
  });

  it("marks the operator's own notifications read, never another's", async () => {
    const { markNotificationsRead } = await import("@/lib/operations/notification-actions");
    const bell = (await get(lead, "/api/notifications")) as { items: { id: string }[] };
    const ids = bell.items.map((item) => item.id);
    expect(await as(globex, () => markNotificationsRead({ ids }))).toEqual({ ok: true, data: { marked: 0 } });
    expect(await as(ops, () => markNotificationsRead({ ids: "all" }))).toEqual({ ok: true, data: { marked: 0 } });
    expect(await get(lead, "/api/notifications")).toMatchObject({ unread: ids.length });
    expect(await as(lead, () => markNotificationsRead({ ids: "all" }))).toEqual({
      ok: true,
      data: { marked: ids.length },
    });
    expect(await get(lead, "/api/notifications")).toMatchObject({ unread: 0 });
  });
});

/** What an open screen of each customer hears on the payouts' work channel. */
async function listenToWork() {
  const { CUSTOMER_CHANNELS, customerHub } = await import("@/lib/notifications/customer-hub");
  const hub = customerHub(CUSTOMER_CHANNELS.payoutWork);
  const heard = { acme: [] as (string | undefined)[], globex: [] as (string | undefined)[] };
  const stops = [
    hub.subscribe("cus-acme", (id) => heard.acme.push(id)),
    hub.subscribe("cus-globex", (id) => heard.globex.push(id)),
  ];
  await hub.ensureListening();
  heard.acme.length = 0;
  heard.globex.length = 0;
  const stop = () => {
    for (const unsubscribe of stops) unsubscribe();
  };
  return { hub: { stop }, heard };
}
