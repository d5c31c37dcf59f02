import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";

vi.mock("server-only", () => ({}));

/**
 * What a record's page and its list read to show a change waiting for approval (issue 30): the
 * pending, unexpired requests on those targets, of this customer only; and which request an
 * approval is running now. Real store.
 */

const ACME = { customerId: "cus-acme" };
const OTHER = { customerId: "cus-other" };
let store: TestStore;
let q: typeof import("./change-requests");

async function request(
  scope: { customerId: string },
  id: string,
  targetType: string,
  targetId: string | null,
  options: { expiresInMs?: number; createdAt?: Date } = {},
) {
  const createdAt = options.createdAt ?? new Date();
  return q.insertChangeRequest(scope, {
    id,
    operation: targetType === "role" ? "role" : "webhook",
    operationName: `${targetType}.update`,
    input: { id: targetId },
    inputSha256: "x",
    targetType,
    targetId,
    diff: [],
    makerEmail: "maker@acme.example",
    reason: "because",
    requiredApprovals: 1,
    createdAt,
    expiresAt: new Date(Date.now() + (options.expiresInMs ?? 60_000)),
  });
}

beforeAll(async () => {
  store = await openTestStore();
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(Promise.resolve(store));
  q = await import("./change-requests");
}, 120_000);

afterAll(async () => {
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(undefined);
  await store?.dispose();
});

describe(`pending changes by target (${testStoreKind()})`, () => {
  it("lists the pending, unexpired requests on these targets of this customer, oldest first", async () => {
    await request(ACME, "r-new", "role", "role-1");
    await request(ACME, "r-old", "role", "role-1", { createdAt: new Date(Date.now() - 60_000) });
    await request(ACME, "r-expired", "role", "role-2", { expiresInMs: -1_000 });
    await request(ACME, "r-decided", "role", "role-3");
    await q.closePending(ACME, "r-decided", { status: "rejected", by: "checker@acme.example", reason: "no" });
    await request(OTHER, "r-other", "role", "role-4");
    await request(ACME, "w-1", "webhook", null);

    const rows = await q.pendingForTargets(ACME, "role", ["role-1", "role-2", "role-3", "role-4"]);
    expect(rows.map((r) => r.id)).toEqual(["r-old", "r-new"]);
    expect(await q.pendingForTargets(ACME, "role", [])).toEqual([]);
    expect((await q.pendingForTargets(ACME, "webhook", "any")).map((r) => r.id)).toEqual(["w-1"]);
    expect((await q.pendingForTargets(OTHER, "role", ["role-4"])).map((r) => r.id)).toEqual(["r-other"]);
  });

  it("names the request an approval is running now, and no other", async () => {
    await request(ACME, "x-1", "role", "role-9");
    expect(await q.executingRequestId(ACME, "role.update", "role-9")).toBeNull();
    expect(await q.claimForExecution(ACME, "x-1")).toBeTruthy();
    expect(await q.executingRequestId(ACME, "role.update", "role-9")).toBe("x-1");
    expect(await q.executingRequestId(OTHER, "role.update", "role-9")).toBeNull();
  });
});
