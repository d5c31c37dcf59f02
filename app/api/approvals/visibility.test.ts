import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/approvals/service";
import type { ChangeRequestView, Operation, Policy } from "@/lib/approvals/types";
import { tokenPairSchema } from "@/lib/contract";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import type { HeldChange } from "@/lib/pipeline/stages";
import { SEED, SEED_PASSWORD } from "@/sandbox/seed/base";
import { createTestApp, type TestApp } from "@/sandbox/test/test-app";

/**
 * Read permissions on the dashboard's own views (issue 26, point 4), against the real sandbox
 * served over HTTP and a real dashboard store: compliance@example.com (no recharges:read,
 * roles:read or customers:read in the sandbox's seed) must learn nothing of recharge, role,
 * customer or policy change requests on the approvals screen, in the badge's count and stream,
 * or in the audit log; and an approver whose role lost the permission a moment ago is refused,
 * however recently their grants were read for display.
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
  headers: async () => new Headers({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const ACME = SEED.customers.acme.id;
const COMPLIANCE_ROLE = SEED.roles.acme.compliance.id;
const ADMIN_ROLE = SEED.roles.acme.admin.id;

interface SignedIn extends Actor {
  cookie: string;
  token: string;
}

const NO_PARAMS = { params: Promise.resolve({}) };

let sandbox: TestApp;
let server: ServerType;
let store: TestStore;

/** Signs in to the sandbox over HTTP and opens a dashboard session with its tokens, as the login does. */
async function signIn(email: string): Promise<SignedIn> {
  const res = await fetch(`${getEnv().API_BASE_URL}/api/v2/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  const tokens = tokenPairSchema.parse(await res.json());
  const { createSession } = await import("@/lib/auth/session-store");
  const { id } = await createSession({ email, name: email, customerId: ACME, tokens, secondFactor: "none" });
  const cookie = await encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email, name: email },
    secret: getEnv().NEXTAUTH_SECRET,
  });
  return { sessionId: id, customerId: ACME, email, name: email, cookie, token: tokens.accessToken };
}

const POLICY: Policy = {
  operation: "recharge",
  enabled: true,
  thresholdCop: 0,
  approversRequired: 1,
  ttlMinutes: 60,
  source: "default",
  updatedBy: null,
  updatedAt: null,
};

/** Holds a change as the pipeline does when a policy holds it (lib/pipeline/run.ts). */
async function submit(
  maker: Actor,
  policyOperation: Operation,
  change: Pick<HeldChange, "operationName" | "input" | "targetType" | "targetId" | "diff">,
): Promise<ChangeRequestView> {
  const { submitChange } = await import("@/lib/approvals/service");
  const { submitDeps } = await import("@/lib/approvals/deps");
  const held: HeldChange = { ...change, policyOperation, policy: POLICY, exactInput: change.input, base: null };
  return submitChange(maker, held, submitDeps());
}

/** The sandbox's API as an operator calls it directly (a role edited in the API, not the dashboard). */
async function callApi(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${getEnv().API_BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function as<T>(who: SignedIn, run: () => Promise<T>): Promise<T> {
  request.cookie = who.cookie;
  return run();
}

/** The first `pending` event of the approvals stream, as the badge receives it. */
async function streamedCount(who: SignedIn): Promise<number> {
  const { GET } = await import("@/app/api/approvals/stream/route");
  const abort = new AbortController();
  const res = await as(who, () =>
    GET(new NextRequest("http://127.0.0.1:3000/api/approvals/stream", { signal: abort.signal }), NO_PARAMS),
  );
  const reader = res.body?.getReader();
  if (!reader) throw new Error("no stream");
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended: ${text}`);
      text += decoder.decode(value);
      const match = /event: pending\ndata: (\{.*\})\n\n/.exec(text);
      if (match?.[1]) return (JSON.parse(match[1]) as { count: number }).count;
    }
  } finally {
    abort.abort();
    await reader.cancel().catch(() => {});
  }
}

let ops: SignedIn;
let compliance: SignedIn;
let checker: SignedIn;
const made: Record<"recharge" | "role" | "customer" | "policy" | "account_review" | "rejected", ChangeRequestView> =
  {} as never;

beforeAll(async () => {
  sandbox = await createTestApp();
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: sandbox.app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  process.env.API_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.API_EXTENSIONS = "all";
  process.env.OPERATOR_MFA = "off";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  [ops, compliance, checker] = await Promise.all([
    signIn(SEED.operators.acmeOps.email),
    signIn(SEED.operators.acmeCompliance.email),
    signIn(SEED.operators.acmeChecker.email),
  ]);

  made.recharge = await submit(ops, "recharge", {
    operationName: "recharge.create",
    input: { order: "ORDER-SECRET-1", amount: 4_321_000, description: "Top-up" },
    targetType: "recharge",
    targetId: "ORDER-SECRET-1",
    diff: [{ field: "amount", before: null, after: 4_321_000 }],
  });
  made.role = await submit(ops, "role", {
    operationName: "role.update",
    input: { id: COMPLIANCE_ROLE, description: "ROLE-SECRET" },
    targetType: "role",
    targetId: COMPLIANCE_ROLE,
    diff: [{ field: "description", before: "Reviews accounts", after: "ROLE-SECRET" }],
  });
  made.customer = await submit(ops, "customer", {
    operationName: "customer.update",
    input: { id: ACME, pricing: { fxSpreadBps: 77 } },
    targetType: "customer",
    targetId: ACME,
    diff: [{ field: "pricing.fxSpreadBps", before: 50, after: 77 }],
  });
  made.policy = await submit(ops, "policy", {
    operationName: "approval_policy.update",
    input: { operation: "recharge", enabled: false },
    targetType: "approval_policy",
    targetId: "recharge",
    diff: [{ field: "enabled", before: true, after: false }],
  });
  made.account_review = await submit(ops, "account_review", {
    operationName: "account.review",
    input: { id: "acc-1", decision: "APPROVE" },
    targetType: "account",
    targetId: "acc-1",
    diff: [{ field: "status", before: "PENDING", after: "APPROVED" }],
  });
  // A decided recharge request, with its approval.reject entry, for the history and the audit log.
  made.rejected = await submit(ops, "recharge", {
    operationName: "recharge.create",
    input: { order: "ORDER-SECRET-2", amount: 9_876_000, description: "Top-up" },
    targetType: "recharge",
    targetId: "ORDER-SECRET-2",
    diff: [{ field: "amount", before: null, after: 9_876_000 }],
  });
  const { rejectChange } = await import("@/lib/approvals/service");
  const { approvalDeps } = await import("@/lib/operations/approval-deps");
  const rejected = await rejectChange(checker, { id: made.rejected.id, reason: "Not this one" }, approvalDeps());
  expect(rejected.outcome).toBe("recorded");
}, 180_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await sandbox?.close();
  delete process.env.API_EXTENSIONS;
  delete process.env.OPERATOR_MFA;
  resetEnvForTests();
});

const HIDDEN_FROM_COMPLIANCE = ["recharge", "role", "customer", "policy", "rejected"] as const;

describe(`change requests follow the API's read permissions (${testStoreKind()}, real sandbox over HTTP)`, () => {
  it("the approvals screen lists for compliance only what it may read in the API; ops sees everything", async () => {
    const { visibleQueue } = await import("@/lib/approvals/visibility");
    const seen = await visibleQueue(compliance);
    const listed = [...seen.pending, ...seen.decided];
    expect(listed.map((r) => r.id)).toEqual([made.account_review.id]);
    const everything = JSON.stringify(listed);
    for (const secret of ["ORDER-SECRET", "4321000", "9876000", "ROLE-SECRET", "fxSpreadBps"])
      expect(everything).not.toContain(secret);

    const all = await visibleQueue(ops);
    expect(all.pending.map((r) => r.id).sort()).toEqual(
      [made.recharge, made.role, made.customer, made.policy, made.account_review].map((r) => r.id).sort(),
    );
    expect(all.decided.map((r) => r.id)).toEqual([made.rejected.id]);
  });

  it("the badge's count, from the summary and the stream, leaves out what compliance may not read", async () => {
    const { GET } = await import("@/app/api/approvals/summary/route");
    const summary = async (who: SignedIn) =>
      (await (
        await as(who, () => GET(new NextRequest("http://127.0.0.1:3000/api/approvals/summary"), NO_PARAMS))
      ).json()) as {
        count: number;
      };
    expect((await summary(compliance)).count).toBe(1);
    expect((await summary(ops)).count).toBe(5);
    expect(await streamedCount(compliance)).toBe(1);
    expect(await streamedCount(ops)).toBe(5);
  });

  it("the audit log (page and export) hides compliance the approval.* entries of requests it may not read", async () => {
    const { auditAccess, auditReaderOf } = await import("@/lib/permissions/dashboard");
    const { exportAuditEntries, listAuditEntries } = await import("@/lib/db/queries/audit");
    const read = async (who: SignedIn) => {
      const access = await auditAccess(who);
      expect(access.allowed).toBe(true);
      const reader = auditReaderOf(who, access);
      const page = (await listAuditEntries(reader, { limit: 200 })).entries;
      const csv = await exportAuditEntries(reader, {});
      expect(csv.map((e) => e.id)).toEqual(page.map((e) => e.id));
      return page.filter((e) => e.action.startsWith("approval."));
    };
    const complianceSees = await read(compliance);
    expect(new Set(complianceSees.map((e) => e.targetId))).toEqual(new Set([made.account_review.id]));
    expect(JSON.stringify(complianceSees)).not.toMatch(/ORDER-SECRET|ROLE-SECRET|fxSpreadBps|4321000|9876000/);

    const opsSees = await read(ops);
    for (const key of [...HIDDEN_FROM_COMPLIANCE, "account_review"] as const)
      expect(opsSees.map((e) => e.targetId)).toContain(made[key].id);
    expect(opsSees.some((e) => e.action === "approval.reject" && e.targetId === made.rejected.id)).toBe(true);
  });

  it("a decision's answer names a request its decider may not read, without its content", async () => {
    const { asSeenBy } = await import("@/lib/approvals/visibility");
    const { listChangeRequests } = await import("@/lib/approvals/views");
    const [recharge] = (await listChangeRequests(ops, "pending")).filter((r) => r.id === made.recharge.id);
    if (!recharge) throw new Error("recharge request missing");
    const toCompliance = await asSeenBy(compliance, { ...recharge, result: { checkout: "https://pay/ORDER-SECRET" } });
    expect(toCompliance).toMatchObject({ id: recharge.id, operation: "recharge", status: "pending" });
    expect(JSON.stringify(toCompliance)).not.toMatch(/ORDER-SECRET|4321000/);
    expect(await asSeenBy(ops, recharge)).toEqual(recharge);
  });

  it("no page or route reads change requests past the visibility rule", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const offenders: string[] = [];
    for (const file of await readdir("app", { recursive: true })) {
      if (!/\.tsx?$/.test(file) || file.endsWith(".test.ts")) continue;
      const text = await readFile(`app/${file}`, "utf8");
      if (/\b(listChangeRequests|pendingCount)\b/.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});

describe("an approver's permissions are read fresh for the decision", () => {
  it("refuses an approver whose role lost the operation's permission a moment ago, though shown it 30 s ago", async () => {
    const { displayGrants } = await import("@/lib/api/operator");
    // The page the checker decides from read their grants: roles:update, kept for display.
    expect((await displayGrants(checker)).names.has("roles:update")).toBe(true);

    // An administrator takes roles:update away from the role in the API, directly.
    const listed = (await (await callApi(ops.token, "GET", "/api/v2/backoffice/permissions?limit=100")).json()) as {
      permissions?: { id: string; resource: string; action: string }[];
    };
    const kept = (listed.permissions ?? [])
      .filter((p) => `${p.resource}:${p.action}` !== "roles:update")
      .map((p) => p.id);
    expect(kept.length).toBeGreaterThan(10);
    const edited = await callApi(ops.token, "PUT", `/api/v2/backoffice/roles/${ADMIN_ROLE}`, { permissionIds: kept });
    expect(edited.status).toBe(200);

    // At once, through the approve route: refused, nothing recorded or sent.
    const { POST } = await import("@/app/api/approvals/[id]/approve/route");
    const res = await as(checker, () =>
      POST(
        new NextRequest(`http://127.0.0.1:3000/api/approvals/${made.role.id}/approve`, {
          method: "POST",
          headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "content-type": "application/json" },
          body: JSON.stringify({ password: SEED_PASSWORD }),
        }),
        { params: Promise.resolve({ id: made.role.id }) },
      ),
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("APPROVAL.NOT_PERMITTED");
    const { approvalCount, getChangeRequestRow } = await import("@/lib/db/queries/change-requests");
    expect(await approvalCount(checker, made.role.id)).toBe(0);
    expect((await getChangeRequestRow(checker, made.role.id))?.status).toBe("pending");
    // What is shown caught up with the decision's fresh read.
    expect((await displayGrants(checker)).names.has("roles:update")).toBe(false);
  });
});

describe("where the API cannot say what an operator holds (no /backoffice/me, no permissions claim)", () => {
  it("a change is refused unless CHANGE_ALLOWED_OPERATORS names the operator, who alone sees every request", async () => {
    process.env.API_EXTENSIONS = "none";
    process.env.CHANGE_ALLOWED_OPERATORS = ` ${SEED.operators.acmeChecker.email.toUpperCase()} `;
    resetEnvForTests();
    const { resetCapabilitiesForTests } = await import("@/lib/transport/capabilities");
    resetCapabilitiesForTests();
    try {
      const { forgetGrantsForTests, freshOperatorGrants } = await import("@/lib/api/operator");
      expect(await freshOperatorGrants(ops)).toEqual({ known: true, names: new Set(), source: "none" });
      expect(await freshOperatorGrants(checker)).toEqual({ known: false, names: new Set(), source: "allow-list" });

      const { visibleQueue } = await import("@/lib/approvals/visibility");
      // What is shown, read anew: the named operator sees every request, anyone else only their own.
      forgetGrantsForTests();
      const own = await visibleQueue(ops);
      expect([...own.pending, ...own.decided].every((r) => r.makerEmail === SEED.operators.acmeOps.email)).toBe(true);
      expect((await visibleQueue(compliance)).pending).toEqual([]);
      expect((await visibleQueue(checker)).pending.map((r) => r.id)).toContain(made.recharge.id);
    } finally {
      delete process.env.CHANGE_ALLOWED_OPERATORS;
      process.env.API_EXTENSIONS = "all";
      resetEnvForTests();
      resetCapabilitiesForTests();
    }
  });
});
