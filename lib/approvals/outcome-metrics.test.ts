import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChangeRequestRow } from "@/lib/db/queries/change-requests";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { metrics } from "@/lib/metrics/registry";
import type { Actor, ApprovalDeps } from "./service";

vi.mock("server-only", () => ({}));

/**
 * The four-eyes counters on a real store: a held change counts as submitted for its operation;
 * an approved one as executed, one whose record changed meanwhile as stale, one left past its
 * expiry as expired, each exactly once.
 */

let store: TestStore;
const ACME = { customerId: "cus-acme" };
const actor = (email: string): Actor => ({ customerId: "cus-acme", email, sessionId: `s-${email}`, name: email });
const maker = actor("maker@acme.example");
const checker = actor("checker@acme.example");
const bases = new Map<string, unknown>();

const deps: ApprovalDeps = {
  grants: async () => ({ known: true, names: new Set(["roles:update"]) }),
  verifyPassword: async () => true,
  permissionOf: () => ({ permission: "roles:update", local: false }),
  readBase: async (_a, row: ChangeRequestRow) => bases.get(row.targetId ?? "") ?? null,
  execute: async (_a, _row, _input, requestId) => ({ ok: true, data: { done: true }, apiRequestId: requestId }),
  inputOf: (row) => row.input,
  seal: (_id, secret) => `sealed:${secret}`,
  audit: async () => {},
  announce: async () => {},
  now: () => new Date(),
};

async function counter(name: "changesHeld" | "changeOutcomes", labels: Record<string, string>): Promise<number> {
  const { values } = await metrics()[name].get();
  const found = values.find((v) =>
    Object.entries(labels).every(([k, value]) => (v.labels as Record<string, string>)[k] === value),
  );
  return found?.value ?? 0;
}

async function submitRole(targetId: string, ttlMinutes = 60) {
  const { submitChange } = await import("./service");
  const { defaultPolicy } = await import("./policy");
  const input = { id: targetId, permissionIds: ["p1", "p2"] };
  bases.set(targetId, { permissionIds: ["p1"] });
  return submitChange(
    maker,
    {
      operationName: "role.update",
      policyOperation: "role",
      policy: { ...defaultPolicy("role"), enabled: true, approversRequired: 1, ttlMinutes },
      input,
      exactInput: input,
      targetType: "role",
      targetId,
      diff: [{ field: "permissionsAdded", before: null, after: ["p2"] }],
      base: { permissionIds: ["p1"] },
    },
    deps,
  );
}

beforeAll(async () => {
  store = await openTestStore();
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(Promise.resolve(store));
}, 120_000);

afterAll(async () => {
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(undefined);
  await store?.dispose();
});

describe(`four-eyes metrics (${testStoreKind()})`, () => {
  it("counts submitted, executed, stale and expired change requests, each once", async () => {
    const { approveChange } = await import("./service");
    const { closeExpiredRequests } = await import("./tell-maker");
    const held = await counter("changesHeld", { operation: "role" });
    const executed = await counter("changeOutcomes", { outcome: "executed" });
    const stale = await counter("changeOutcomes", { outcome: "stale" });
    const expired = await counter("changeOutcomes", { outcome: "expired" });

    const toRun = await submitRole("role-1");
    expect((await approveChange(checker, { id: toRun.id, password: "right" }, deps)).outcome).toBe("executed");

    const toGoStale = await submitRole("role-2");
    bases.set("role-2", { permissionIds: ["p9"] });
    expect((await approveChange(checker, { id: toGoStale.id, password: "right" }, deps)).outcome).toBe("stale");

    await submitRole("role-3", 1);
    expect(await closeExpiredRequests(ACME, new Date(Date.now() + 120_000))).toHaveLength(1);

    expect(await counter("changesHeld", { operation: "role" })).toBe(held + 3);
    expect(await counter("changeOutcomes", { outcome: "executed" })).toBe(executed + 1);
    expect(await counter("changeOutcomes", { outcome: "stale" })).toBe(stale + 1);
    expect(await counter("changeOutcomes", { outcome: "expired" })).toBe(expired + 1);
  });
});
