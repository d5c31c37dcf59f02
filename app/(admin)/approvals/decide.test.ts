import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "@/lib/approvals/service";
import type { ChangeRequestView, Policy } from "@/lib/approvals/types";
import { tokenPairSchema } from "@/lib/contract";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import type { HeldChange } from "@/lib/pipeline/stages";
import { COMPLIANCE_PERMISSION_NAMES } from "@/sandbox/auth/permissions";
import { permissionId, SEED, SEED_PASSWORD } from "@/sandbox/seed/base";
import { createTestApp, type TestApp } from "@/sandbox/test/test-app";

/**
 * A decision's answer follows the read rule (lib/approvals/visibility.ts) wherever it is given:
 * the approvals screen's actions and POST /api/approvals/{id}/approve both get it from
 * lib/operations/approval-decisions.ts. In the sandbox's seed compliance@example.com may not decide a recharge
 * at all (no recharges:create); here an administrator gives its role recharges:create and still no
 * recharges:read, so compliance decides recharge requests it may not read: each answer names the
 * request and its status, never its order, amount, diff or the API's result. Real sandbox over
 * HTTP, real store.
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

interface SignedIn extends Actor {
  cookie: string;
  token: string;
}

let sandbox: TestApp;
let server: ServerType;
let store: TestStore;
let ops: SignedIn;
let compliance: SignedIn;
let checker: SignedIn;

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

/** A recharge held as the pipeline holds one (lib/pipeline/run.ts). */
async function heldRecharge(maker: Actor, order: string, amount: number): Promise<ChangeRequestView> {
  const { submitChange } = await import("@/lib/approvals/service");
  const { submitDeps } = await import("@/lib/approvals/deps");
  const input = { order, amount, description: "Top-up for the decision test" };
  const held: HeldChange = {
    operationName: "recharge.create",
    policyOperation: "recharge",
    policy: POLICY,
    input,
    exactInput: input,
    targetType: "recharge",
    targetId: order,
    diff: [
      { field: "order", before: null, after: order },
      { field: "amount", before: null, after: amount },
    ],
    base: null,
  };
  return submitChange(maker, held, submitDeps());
}

async function as<T>(who: SignedIn, run: () => Promise<T>): Promise<T> {
  request.cookie = who.cookie;
  return run();
}

/** The answer names the request and where it stands, and holds nothing of its content. */
function expectNoContent(answered: ChangeRequestView, id: string, secrets: string[]) {
  expect(answered.id).toBe(id);
  expect(answered).toMatchObject({ targetId: null, diff: [], reason: "", result: null, inputSha256: "" });
  const text = JSON.stringify(answered);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

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
  // An administrator lets compliance make recharges, still without reading them.
  const permissionIds = [...COMPLIANCE_PERMISSION_NAMES, "recharges:create"].map(permissionId);
  const edited = await fetch(`${getEnv().API_BASE_URL}/api/v2/backoffice/roles/${COMPLIANCE_ROLE}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${ops.token}`, "content-type": "application/json" },
    body: JSON.stringify({ permissionIds }),
  });
  expect(edited.status).toBe(200);
  const { freshOperatorGrants } = await import("@/lib/api/operator");
  const grants = await freshOperatorGrants(compliance);
  expect(grants.names.has("recharges:create")).toBe(true);
  expect(grants.names.has("recharges:read")).toBe(false);
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

describe(`a decision answers only what its decider may read (${testStoreKind()}, real sandbox over HTTP)`, () => {
  it("compliance approves a recharge it may make but not read: executed, and the action's answer shows none of it", async () => {
    const held = await heldRecharge(ops, "ORDER-DECIDE-1", 1_234_000);
    const { approveRequest } = await import("@/app/(admin)/approvals/actions");
    const result = await as(compliance, () => approveRequest({ id: held.id, password: SEED_PASSWORD }));
    if (result.ok !== true) throw new Error(`approval refused: ${JSON.stringify(result)}`);
    expect(result.data.outcome).toBe("executed");
    expect(result.data.request.status).toBe("executed");
    expectNoContent(result.data.request, held.id, ["ORDER-DECIDE-1", "1234000"]);
    // The request itself kept its result: it was only left out of the answer.
    const { getChangeRequestRow } = await import("@/lib/db/queries/change-requests");
    expect(JSON.stringify((await getChangeRequestRow(ops, held.id))?.result)).toContain("ORDER-DECIDE-1");
  });

  it("the approve route gives the same answer, without a wrap of its own", async () => {
    const held = await heldRecharge(ops, "ORDER-DECIDE-2", 2_345_000);
    const { POST } = await import("@/app/api/approvals/[id]/approve/route");
    const res = await as(compliance, () =>
      POST(
        new NextRequest(`http://127.0.0.1:3000/api/approvals/${held.id}/approve`, {
          method: "POST",
          headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "content-type": "application/json" },
          body: JSON.stringify({ password: SEED_PASSWORD }),
        }),
        { params: Promise.resolve({ id: held.id }) },
      ),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { outcome: string; request: ChangeRequestView };
    expect(body.outcome).toBe("executed");
    expectNoContent(body.request, held.id, ["ORDER-DECIDE-2", "2345000"]);
  });

  it("a rejection and a cancellation answer without content too; an operator who may read gets it whole", async () => {
    const { cancelRequest, rejectRequest, approveRequest } = await import("@/app/(admin)/approvals/actions");
    const toReject = await heldRecharge(ops, "ORDER-DECIDE-3", 3_456_000);
    const rejected = await as(compliance, () => rejectRequest({ id: toReject.id, reason: "Not this order" }));
    if (rejected.ok !== true) throw new Error(`rejection refused: ${JSON.stringify(rejected)}`);
    expect(rejected.data.request.status).toBe("rejected");
    // Its own reason comes back to the decider who wrote it; nothing of the request does.
    expectNoContent(rejected.data.request, toReject.id, ["ORDER-DECIDE-3", "3456000"]);

    // Compliance's own request, which it may make but not read: its cancellation names it only.
    const own = await heldRecharge(compliance, "ORDER-DECIDE-4", 4_567_000);
    const cancelled = await as(compliance, () => cancelRequest({ id: own.id }));
    if (cancelled.ok !== true) throw new Error(`cancellation refused: ${JSON.stringify(cancelled)}`);
    expect(cancelled.data.request.status).toBe("cancelled");
    expectNoContent(cancelled.data.request, own.id, ["ORDER-DECIDE-4", "4567000"]);

    const readable = await heldRecharge(ops, "ORDER-DECIDE-5", 5_678_000);
    const approved = await as(checker, () => approveRequest({ id: readable.id, password: SEED_PASSWORD }));
    if (approved.ok !== true) throw new Error(`approval refused: ${JSON.stringify(approved)}`);
    expect(approved.data.request.targetId).toBe("ORDER-DECIDE-5");
    expect(JSON.stringify(approved.data.request.diff)).toContain("5678000");
    expect(JSON.stringify(approved.data.request.result)).toContain("ORDER-DECIDE-5");
  });
});
