import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore } from "@/lib/db/test-store";

vi.mock("server-only", () => ({}));

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(Promise.resolve(store));
  const { auditLog } = await import("@/lib/db/schema");
  const row = (
    at: string,
    operatorEmail: string,
    action: string,
    targetId: string,
    outcome: string,
    after: unknown,
  ) => ({
    at: new Date(at),
    operatorEmail,
    action,
    targetType: "x",
    targetId,
    outcome,
    after,
  });
  await store.db.insert(auditLog).values([
    row("2026-11-20T10:00:00Z", "ops@example.com", "recharge.create", "o-1", "success", { amount: 1 }),
    row("2026-11-21T23:59:59Z", "compliance@example.com", "account.update", "a-1", "success", {}),
    row("2026-11-22T00:00:00Z", "ops@example.com", "recharge.create", "o-2", "failure", { amount: 2 }),
    row("2026-11-22T08:00:00Z", "OPS@example.com", "recharge.replay", "o-1", "success", { amount: 1 }),
    row("2026-11-19T08:00:00Z", "ops@example.com", "user.create", "u-1", "success", {
      id: "u-1",
      externalId: "ext-1",
    }),
  ]);
});
afterAll(async () => {
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(undefined);
  await store.dispose();
});

describe("audit reads", () => {
  it("finds a user creation by the externalId it recorded", async () => {
    const { findByExternalId } = await import("./audit");
    expect((await findByExternalId("user.create", "ext-1"))?.targetId).toBe("u-1");
    expect(await findByExternalId("user.create", "ext-2")).toBeUndefined();
    expect(await findByExternalId("recharge.create", "ext-1")).toBeUndefined();
  });

  it("filters by operator (case-insensitive part), action and inclusive UTC days, newest first", async () => {
    const { listAuditEntries } = await import("./audit");
    const ids = async (q: Parameters<typeof listAuditEntries>[0]) =>
      (await listAuditEntries(q)).entries.map((e) => e.targetId);
    expect(await ids({ operator: "ops@" })).toEqual(["o-1", "o-2", "o-1", "u-1"]);
    expect(await ids({ action: "recharge.create" })).toEqual(["o-2", "o-1"]);
    expect(await ids({ from: "2026-11-21", to: "2026-11-21" })).toEqual(["a-1"]);
    expect(await ids({ from: "2026-11-22" })).toEqual(["o-1", "o-2"]);
    expect(await ids({ operator: "%" })).toEqual([]);
    const page = await listAuditEntries({ limit: 3, page: 2 });
    expect(page).toMatchObject({ total: 5, totalPage: 2 });
    expect(page.entries.map((e) => e.targetId)).toEqual(["o-1", "u-1"]);
  });

  it("finds the successful recharge of an order, not replays or refusals", async () => {
    const { findRechargeInAudit, listRechargeHistory, listAuditActions } = await import("./audit");
    expect((await findRechargeInAudit("o-1"))?.after).toEqual({ amount: 1 });
    expect(await findRechargeInAudit("o-2")).toBeUndefined();
    expect((await listRechargeHistory()).map((e) => e.targetId)).toEqual(["o-2", "o-1"]);
    expect(await listAuditActions()).toEqual(["account.update", "recharge.create", "recharge.replay", "user.create"]);
  });
});
