import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "@/lib/db/audit";
import type { ChangeRequestRow } from "@/lib/db/queries/change-requests";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import type { Actor, ApprovalDeps, ExecuteOutcome } from "./service";
import type { HeldChange } from "./types";

vi.mock("server-only", () => ({}));

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(Promise.resolve(store));
}, 120_000);
afterAll(async () => {
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(undefined);
  await store.dispose();
});

const ALL = ["recharges:create", "roles:update", "customers:update", "webhooks:write", "accounts:review"];
const actor = (customerId: string, email: string): Actor => ({
  customerId,
  email,
  sessionId: `s-${email}`,
  name: email,
});
const acmeMaker = actor("cus-acme", "ops@acme.example");
const acmeChecker = actor("cus-acme", "checker@acme.example");
const acmeChecker2 = actor("cus-acme", "second@acme.example");
const acmeReader = actor("cus-acme", "reader@acme.example");
const otraOps = actor("cus-otra", "ops@otra.example");

/** A fake API and password check around the real store. */
function fakeDeps(options: { now?: () => Date } = {}) {
  const executed: { by: string; input: unknown; operation: string }[] = [];
  const audits: AuditEntry[] = [];
  const bases = new Map<string, unknown>();
  let refuse: ExecuteOutcome | undefined;
  const deps: ApprovalDeps = {
    grants: async (a) => ({ known: true, names: new Set(a.email.startsWith("reader") ? ["roles:read"] : ALL) }),
    verifyPassword: async (_a, password) => (password === "right" ? true : "wrong_password"),
    // As the registry answers for the one operation these tests hold (lib/operations/registry.ts).
    permissionOf: (name) =>
      name === "role.update"
        ? { permission: "roles:update", local: false }
        : { permission: "dashboard:unknown-operation", local: true },
    readBase: async (_a, row: ChangeRequestRow) => bases.get(row.targetId ?? "") ?? null,
    execute: async (a, row, input, requestId) => {
      // Yield so parallel callers really overlap.
      await new Promise((r) => setTimeout(r, 5));
      if (refuse) return refuse;
      executed.push({ by: a.email, input, operation: row.operationName });
      return { ok: true, data: { done: true }, apiRequestId: requestId };
    },
    inputOf: (row) => row.input,
    seal: (_id, secret) => `sealed:${secret}`,
    audit: async (entry) => {
      audits.push(entry);
    },
    announce: async () => {},
    now: options.now ?? (() => new Date()),
  };
  return {
    deps,
    executed,
    audits,
    bases,
    refuseWith: (o: ExecuteOutcome) => {
      refuse = o;
    },
  };
}

const ROLE_INPUT = { id: "role-1", permissionIds: ["p1", "p2"] };

async function submitRole(
  maker: Actor,
  deps: ApprovalDeps,
  opts: { base?: unknown; approvals?: 1 | 2; ttl?: number; reason?: string; diff?: HeldChange["diff"] } = {},
) {
  const { submitChange } = await import("./service");
  const { defaultPolicy } = await import("./policy");
  const base = opts.base === undefined ? { active: true, permissionIds: ["p1"] } : opts.base;
  return submitChange(
    maker,
    {
      operationName: "role.update",
      policyOperation: "role",
      policy: {
        ...defaultPolicy("role"),
        enabled: true,
        approversRequired: opts.approvals ?? 1,
        ttlMinutes: opts.ttl ?? 60,
      },
      input: ROLE_INPUT,
      exactInput: ROLE_INPUT,
      targetType: "role",
      targetId: "role-1",
      diff: opts.diff ?? [{ field: "permissionsAdded", before: null, after: ["p2"] }],
      base,
      ...(opts.reason === undefined ? {} : { reason: opts.reason }),
    },
    deps,
  );
}

describe(`approvals (${testStoreKind()})`, () => {
  let fake: ReturnType<typeof fakeDeps>;
  beforeEach(() => {
    fake = fakeDeps();
    fake.bases.set("role-1", { active: true, permissionIds: ["p1"] });
  });

  it("keeps each customer's requests to itself", async () => {
    const { approveChange } = await import("./service");
    const { pendingCount } = await import("@/lib/db/queries/change-requests");
    const { listChangeRequests } = await import("./views");
    const request = await submitRole(acmeMaker, fake.deps);
    expect((await listChangeRequests(acmeMaker, "pending")).map((r) => r.id)).toContain(request.id);
    expect((await listChangeRequests(otraOps, "pending")).map((r) => r.id)).not.toContain(request.id);
    expect(await pendingCount(otraOps)).toBe(0);
    const outcome = await approveChange(otraOps, { id: request.id, password: "right" }, fake.deps);
    expect(outcome).toMatchObject({ outcome: "refused", refusal: "not_found" });
    expect(fake.executed).toHaveLength(0);
  });

  it("refuses self-approval whatever the maker may do, and audits the refusal", async () => {
    const { approveChange } = await import("./service");
    const request = await submitRole(acmeMaker, fake.deps);
    const differentCase = { ...acmeMaker, email: "OPS@Acme.example" };
    for (const who of [acmeMaker, differentCase]) {
      const outcome = await approveChange(who, { id: request.id, password: "right" }, fake.deps);
      expect(outcome).toMatchObject({ outcome: "refused", refusal: "self_approval" });
    }
    expect(fake.executed).toHaveLength(0);
    expect(fake.audits.filter((a) => a.errorCode === "APPROVAL.SELF_APPROVAL")).toHaveLength(2);
    expect(fake.audits.find((a) => a.action === "approval.request")?.targetId).toBe(request.id);
  });

  it("writes the maker's reason into the request's audit entry, as text, whatever the diff's size", async () => {
    const { writeAudit } = await import("@/lib/db/audit");
    const { listAuditEntries } = await import("@/lib/db/queries/audit");
    // The real audit writer (its bound and redaction included) and the real store.
    const deps = { ...fake.deps, audit: writeAudit };
    const reason = "The customer's new treasurer needs to sign payouts from Monday";
    const small = await submitRole(acmeMaker, deps, { reason: `  ${reason}  ` });
    // A diff far beyond one entry's bound: the whole detail would be summarised, the reason lost.
    const huge = Array.from({ length: 200 }, (_, i) => `permission-${i}-${"x".repeat(30)}`);
    const large = await submitRole(acmeMaker, deps, {
      reason: "Quarterly access review: every permission the auditors listed",
      diff: [{ field: "permissionsAdded", before: null, after: huge }],
    });
    const reader = { customerId: "cus-acme", hiddenTargetTypes: [], requestOperations: "all" as const };
    const { entries } = await listAuditEntries(reader, { action: "approval.request", limit: 500 });
    const entryOf = (id: string) => entries.find((e) => e.targetId === id);
    expect(entryOf(small.id)?.after).toMatchObject({ operation: "role", reason, diff: expect.any(Array) });
    expect(entryOf(large.id)?.after).toMatchObject({
      reason: "Quarterly access review: every permission the auditors listed",
      diff: { truncated: true },
    });
  });

  it("refuses an approver without the operation's permission, and a wrong password", async () => {
    const { approveChange } = await import("./service");
    const request = await submitRole(acmeMaker, fake.deps);
    expect(await approveChange(acmeReader, { id: request.id, password: "right" }, fake.deps)).toMatchObject({
      refusal: "not_permitted",
    });
    expect(await approveChange(acmeChecker, { id: request.id, password: "wrong" }, fake.deps)).toMatchObject({
      refusal: "wrong_password",
    });
    expect(fake.executed).toHaveLength(0);
  });

  it("with second factors in force, decides on a fresh step-up and never asks for the password", async () => {
    const { approveChange, rejectChange } = await import("./service");
    const fresh = new Set<string>();
    const passwordsChecked: string[] = [];
    const deps: ApprovalDeps = {
      ...fake.deps,
      verifyPassword: async (_a, password) => {
        passwordsChecked.push(password);
        return true;
      },
      hasFreshStepUp: (a) => fresh.has(a.sessionId),
    };
    const request = await submitRole(acmeMaker, deps);
    // A right password is no substitute for the step-up.
    expect(await approveChange(acmeChecker, { id: request.id, password: "right" }, deps)).toMatchObject({
      outcome: "refused",
      refusal: "step_up_required",
    });
    expect(await rejectChange(acmeChecker, { id: request.id, reason: "No" }, deps)).toMatchObject({
      refusal: "step_up_required",
    });
    expect(fake.executed).toHaveLength(0);
    expect(passwordsChecked).toEqual([]);
    const refusals = fake.audits.filter((a) => a.errorCode === "DASHBOARD.STEP_UP_REQUIRED");
    expect(refusals.map((a) => [a.action, a.operatorEmail, a.targetId])).toEqual([
      ["approval.approve", acmeChecker.email, request.id],
      ["approval.reject", acmeChecker.email, request.id],
    ]);
    // Self-approval is refused before any proof is asked for.
    expect(await approveChange(acmeMaker, { id: request.id }, deps)).toMatchObject({ refusal: "self_approval" });

    fresh.add(acmeChecker.sessionId);
    expect((await approveChange(acmeChecker, { id: request.id }, deps)).outcome).toBe("executed");
    expect(fake.executed).toHaveLength(1);
    expect(passwordsChecked).toEqual([]);
  });

  it("without second factors, an approval without a password is refused without asking the API", async () => {
    const { approveChange } = await import("./service");
    const request = await submitRole(acmeMaker, fake.deps);
    expect(await approveChange(acmeChecker, { id: request.id }, fake.deps)).toMatchObject({
      refusal: "wrong_password",
    });
    expect(fake.executed).toHaveLength(0);
  });

  it("executes with the approver's session, once, and records the result", async () => {
    const { approveChange } = await import("./service");
    const { getChangeRequestRow } = await import("@/lib/db/queries/change-requests");
    const request = await submitRole(acmeMaker, fake.deps);
    const outcome = await approveChange(acmeChecker, { id: request.id, password: "right" }, fake.deps);
    expect(outcome.outcome).toBe("executed");
    expect(fake.executed).toEqual([{ by: acmeChecker.email, input: ROLE_INPUT, operation: "role.update" }]);
    const row = await getChangeRequestRow(acmeMaker, request.id);
    expect(row).toMatchObject({ status: "executed", decidedBy: acmeChecker.email, result: { done: true } });
    expect(fake.audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(["approval.request", "approval.approve", "role.update", "approval.execute"]),
    );
    expect(fake.audits.find((a) => a.action === "role.update")).toMatchObject({
      operatorEmail: acmeChecker.email,
      outcome: "success",
    });
    // Approving again changes nothing.
    expect(await approveChange(acmeChecker2, { id: request.id, password: "right" }, fake.deps)).toMatchObject({
      refusal: "not_pending",
    });
    expect(fake.executed).toHaveLength(1);
  });

  it("ten parallel approvals, by one approver and by two, execute the request once", async () => {
    const { approveChange } = await import("./service");
    for (const approvers of [[acmeChecker], [acmeChecker, acmeChecker2]]) {
      fake.executed.length = 0;
      const request = await submitRole(acmeMaker, fake.deps);
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          approveChange(approvers[i % approvers.length] as Actor, { id: request.id, password: "right" }, fake.deps),
        ),
      );
      expect(fake.executed).toHaveLength(1);
      expect(outcomes.filter((o) => o.outcome === "executed")).toHaveLength(1);
    }
  });

  it("with two approvers required, the first approval waits and the second executes", async () => {
    const { approveChange } = await import("./service");
    const request = await submitRole(acmeMaker, fake.deps, { approvals: 2 });
    expect((await approveChange(acmeChecker, { id: request.id, password: "right" }, fake.deps)).outcome).toBe(
      "recorded",
    );
    expect(fake.executed).toHaveLength(0);
    expect(await approveChange(acmeChecker, { id: request.id, password: "right" }, fake.deps)).toMatchObject({
      refusal: "already_approved",
    });
    expect((await approveChange(acmeChecker2, { id: request.id, password: "right" }, fake.deps)).outcome).toBe(
      "executed",
    );
    expect(fake.executed).toHaveLength(1);
  });

  it("refuses as stale when the target changed since the request, and sends nothing", async () => {
    const { approveChange } = await import("./service");
    const { listChangeRequests } = await import("./views");
    const request = await submitRole(acmeMaker, fake.deps);
    fake.bases.set("role-1", { active: false, permissionIds: ["p1"] });
    const outcome = await approveChange(acmeChecker, { id: request.id, password: "right" }, fake.deps);
    expect(outcome.outcome).toBe("stale");
    expect(fake.executed).toHaveLength(0);
    // The maker sees it in the history with its status.
    expect((await listChangeRequests(acmeMaker, "decided")).find((r) => r.id === request.id)?.status).toBe("stale");
    expect(fake.audits.some((a) => a.action === "approval.stale" && a.targetId === request.id)).toBe(true);
  });

  it("an expired request cannot be approved", async () => {
    const { approveChange } = await import("./service");
    const request = await submitRole(acmeMaker, fake.deps, { ttl: 1 });
    const later = fakeDeps({ now: () => new Date(Date.now() + 2 * 60_000) });
    later.bases.set("role-1", { active: true, permissionIds: ["p1"] });
    const outcome = await approveChange(acmeChecker, { id: request.id, password: "right" }, later.deps);
    expect(outcome).toMatchObject({ outcome: "refused", refusal: "expired", request: { status: "expired" } });
    expect(later.executed).toHaveLength(0);
  });

  it("rejection and cancellation execute nothing; only the maker cancels, never rejects", async () => {
    const { approveChange, cancelChange, rejectChange } = await import("./service");
    const toReject = await submitRole(acmeMaker, fake.deps);
    expect(await rejectChange(acmeMaker, { id: toReject.id, reason: "mine" }, fake.deps)).toMatchObject({
      refusal: "self_approval",
    });
    expect(
      (await rejectChange(acmeChecker, { id: toReject.id, reason: "Too broad" }, fake.deps)).request,
    ).toMatchObject({ status: "rejected", decisionReason: "Too broad" });
    const toCancel = await submitRole(acmeMaker, fake.deps);
    expect(await cancelChange(acmeChecker, { id: toCancel.id }, fake.deps)).toMatchObject({ refusal: "not_maker" });
    expect((await cancelChange(acmeMaker, { id: toCancel.id }, fake.deps)).request).toMatchObject({
      status: "cancelled",
    });
    for (const id of [toReject.id, toCancel.id]) {
      expect(await approveChange(acmeChecker, { id, password: "right" }, fake.deps)).toMatchObject({
        refusal: "not_pending",
      });
    }
    expect(fake.executed).toHaveLength(0);
  });

  it("records the API's refusal on the request", async () => {
    const { approveChange } = await import("./service");
    const request = await submitRole(acmeMaker, fake.deps);
    fake.refuseWith({
      ok: false,
      error: { kind: "validation", message: "Unknown permission", errorCode: "ROLE.1001", status: 400 },
      apiRequestId: "api-req-1",
    });
    const outcome = await approveChange(acmeChecker, { id: request.id, password: "right" }, fake.deps);
    expect(outcome).toMatchObject({
      outcome: "failed",
      request: { status: "failed", result: { error: { errorCode: "ROLE.1001" } } },
    });
  });

  it("never runs an input that no longer matches its SHA-256", async () => {
    const { approveChange } = await import("./service");
    const request = await submitRole(acmeMaker, fake.deps);
    const tampered = { ...fake.deps, inputOf: () => ({ ...ROLE_INPUT, permissionIds: ["p1", "p2", "p3"] }) };
    const outcome = await approveChange(acmeChecker, { id: request.id, password: "right" }, tampered);
    expect(outcome).toMatchObject({ outcome: "failed", request: { status: "failed" } });
    expect(fake.executed).toHaveLength(0);
  });
});
