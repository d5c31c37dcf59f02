import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore } from "@/lib/db/test-store";

vi.mock("server-only", () => ({}));

const ACME = { customerId: "cus-acme", hiddenTargetTypes: [] as string[], requestOperations: "all" as const };
const OTRA = { customerId: "cus-otra", hiddenTargetTypes: [] as string[], requestOperations: "all" as const };

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
    customerId = ACME.customerId,
  ) => ({
    at: new Date(at),
    customerId,
    operatorEmail,
    action,
    targetType: action.split(".")[0] ?? "x",
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
    // Another customer's entries, some with the same order and externalId.
    row("2026-11-23T10:00:00Z", "ops@other.example", "recharge.create", "o-1", "success", { amount: 9 }, "cus-otra"),
    row("2026-11-23T11:00:00Z", "ops@other.example", "role.update", "r-9", "success", {}, "cus-otra"),
    row(
      "2026-11-23T12:00:00Z",
      "ops@other.example",
      "user.create",
      "u-9",
      "success",
      { id: "u-9", externalId: "ext-9" },
      "cus-otra",
    ),
    // Unattributed (before customers were recorded): nobody's.
    row("2026-11-18T12:00:00Z", "old@example.com", "role.update", "r-0", "success", {}, ""),
  ]);
});
afterAll(async () => {
  const { setStoreForTests } = await import("@/lib/db");
  setStoreForTests(undefined);
  await store.dispose();
});

describe("audit reads", () => {
  it("finds a user creation by the externalId it recorded, within the customer", async () => {
    const { findByExternalId } = await import("./audit");
    expect((await findByExternalId(ACME, "user.create", "ext-1"))?.targetId).toBe("u-1");
    expect(await findByExternalId(ACME, "user.create", "ext-2")).toBeUndefined();
    expect(await findByExternalId(ACME, "recharge.create", "ext-1")).toBeUndefined();
    expect(await findByExternalId(ACME, "user.create", "ext-9")).toBeUndefined();
    expect(await findByExternalId(OTRA, "user.create", "ext-1")).toBeUndefined();
  });

  it("filters by operator (case-insensitive part), action and inclusive UTC days, newest first", async () => {
    const { listAuditEntries } = await import("./audit");
    const ids = async (q: Parameters<typeof listAuditEntries>[1]) =>
      (await listAuditEntries(ACME, q)).entries.map((e) => e.targetId);
    expect(await ids({ operator: "ops@" })).toEqual(["o-1", "o-2", "o-1", "u-1"]);
    expect(await ids({ action: "recharge.create" })).toEqual(["o-2", "o-1"]);
    expect(await ids({ from: "2026-11-21", to: "2026-11-21" })).toEqual(["a-1"]);
    expect(await ids({ from: "2026-11-22" })).toEqual(["o-1", "o-2"]);
    // Days in the operator's zone: in Bogotá (UTC-5) 22 Nov 00:00 UTC is still the evening of the 21st.
    expect(await ids({ from: "2026-11-21", to: "2026-11-21", timeZone: "America/Bogota" })).toEqual(["o-2", "a-1"]);
    expect(await ids({ from: "2026-11-22", timeZone: "America/Bogota" })).toEqual(["o-1"]);
    expect(await ids({ operator: "%" })).toEqual([]);
    const page = await listAuditEntries(ACME, { limit: 3, page: 2 });
    expect(page).toMatchObject({ total: 5, totalPage: 2 });
    expect(page.entries.map((e) => e.targetId)).toEqual(["o-1", "u-1"]);
  });

  it("never reads another customer's entries, nor unattributed ones", async () => {
    const { listAuditEntries, exportAuditEntries, listAuditActions } = await import("./audit");
    const otra = await listAuditEntries(OTRA, {});
    expect(otra.entries.map((e) => e.targetId)).toEqual(["u-9", "r-9", "o-1"]);
    expect(otra.entries.every((e) => e.customerId === "cus-otra")).toBe(true);
    expect((await exportAuditEntries(OTRA, {})).map((e) => e.operatorEmail)).not.toContain("ops@example.com");
    expect((await exportAuditEntries(ACME, {})).map((e) => e.operatorEmail)).not.toContain("ops@other.example");
    expect(await listAuditActions(OTRA)).toEqual(["recharge.create", "role.update", "user.create"]);
    expect(
      (await listAuditEntries({ customerId: "", hiddenTargetTypes: [], requestOperations: "all" }, {})).total,
    ).toBe(1);
  });

  it("hides entries about records the reader may not read", async () => {
    const { listAuditEntries, listAuditActions } = await import("./audit");
    const reader = { customerId: ACME.customerId, hiddenTargetTypes: ["recharge"], requestOperations: "all" as const };
    const seen = (await listAuditEntries(reader, {})).entries.map((e) => e.targetType);
    expect(seen).toEqual(["account", "user"]);
    expect(await listAuditActions(reader)).toEqual(["account.update", "user.create"]);
  });

  it("finds the successful recharge of an order of this customer, not replays, refusals or others'", async () => {
    const { findRechargeInAudit, listRechargeHistory } = await import("./audit");
    expect((await findRechargeInAudit(ACME, "o-1"))?.after).toEqual({ amount: 1 });
    expect((await findRechargeInAudit(OTRA, "o-1"))?.after).toEqual({ amount: 9 });
    expect(await findRechargeInAudit(ACME, "o-2")).toBeUndefined();
    expect((await listRechargeHistory(ACME)).map((e) => e.targetId)).toEqual(["o-2", "o-1"]);
    expect((await listRechargeHistory(OTRA)).map((e) => e.operatorEmail)).toEqual(["ops@other.example"]);
    // One's own whatever the case it was written in.
    expect((await listRechargeHistory({ ...ACME, operatorEmail: "OPS@Example.com" })).map((e) => e.targetId)).toEqual([
      "o-2",
      "o-1",
    ]);
    expect(await listRechargeHistory({ ...ACME, operatorEmail: "someone@example.com" })).toEqual([]);
  });

  it("shows a customer opaque ids that do not count another customer's entries", async () => {
    const { writeAudit } = await import("@/lib/db/audit");
    const { listAuditEntries, exportAuditEntries } = await import("./audit");
    const entry = (customerId: string, targetId: string) => ({
      customerId,
      operatorEmail: "ids@example.com",
      action: "ids.check",
      targetType: "ids",
      targetId,
      outcome: "success" as const,
    });
    const reader = { customerId: "cus-ids-a", hiddenTargetTypes: [] as string[], requestOperations: "all" as const };
    await writeAudit(entry("cus-ids-a", "a-1"));
    const first = (await listAuditEntries(reader, {})).entries;
    // Customer B is busy between two of A's entries.
    for (let i = 0; i < 5; i++) await writeAudit(entry("cus-ids-b", `b-${i}`));
    await writeAudit(entry("cus-ids-a", "a-2"));
    const { entries } = await listAuditEntries(reader, {});
    expect(entries.map((e) => e.targetId)).toEqual(["a-2", "a-1"]);
    // A's first entry kept its id; ids are uuids, not numbers.
    expect(entries[1]?.id).toBe(first[0]?.id);
    for (const e of entries) expect(e.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // No numeric row id of A's entries appears in what A is sent: the page's entries, and the
    // export's, of which lib/audit/csv.ts makes the CSV.
    const { auditLog } = await import("@/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const rowIds = (
      await store.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.customerId, "cus-ids-a"))
    ).map((r) => r.id);
    const json = JSON.stringify(entries);
    const exported = JSON.stringify(await exportAuditEntries(reader, {}));
    for (const id of rowIds) {
      expect(json).not.toMatch(new RegExp(`"id":${id}\\b`));
      expect(exported).not.toMatch(new RegExp(`"id":${id}\\b`));
    }
    expect(json).not.toContain('"publicId"');
  });
});
