import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore, testStoreKind } from "./test-store";

vi.mock("server-only", () => ({}));

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
  const { setStoreForTests } = await import("./index");
  setStoreForTests(Promise.resolve(store));
}, 120_000);
afterAll(async () => {
  const { setStoreForTests } = await import("./index");
  setStoreForTests(undefined);
  await store.dispose();
});

describe(`writeAudit (${testStoreKind()})`, () => {
  it("stores the entry without any credential-named key", async () => {
    const { writeAudit } = await import("./audit");
    const { auditLog } = await import("./schema");
    await writeAudit({
      customerId: "cus-acme",
      operatorEmail: "ops@example.com",
      action: "webhook.update",
      targetType: "webhook",
      targetId: "wh_1",
      before: { url: "https://a.example", secret: "s3cr3t-value", nested: { accessToken: "eyJabc", ok: 1 } },
      after: { url: "https://b.example", items: [{ password: "pw", keep: true }], Authorization: "Bearer x" },
      outcome: "success",
      requestId: "req-1",
    });
    const [row] = await store.db.select().from(auditLog);
    expect(row?.action).toBe("webhook.update");
    expect(row?.before).toEqual({ url: "https://a.example", nested: { ok: 1 } });
    expect(row?.after).toEqual({ url: "https://b.example", items: [{ keep: true }] });
    expect(JSON.stringify(row)).not.toMatch(/s3cr3t|eyJabc|"pw"|Bearer/);
    expect(row?.at).toBeInstanceOf(Date);
  });
});

describe(`writeAudit bounds every entry (${testStoreKind()})`, () => {
  const HUGE = "Q".repeat(900 * 1024);
  /** before + after + errorMessage of the stored row, in bytes, as the bound counts them. */
  const storedBytes = (row: { before: unknown; after: unknown; errorMessage: string | null }) =>
    new TextEncoder().encode(
      `${row.before === null ? "" : JSON.stringify(row.before)}${row.after === null ? "" : JSON.stringify(row.after)}${row.errorMessage ?? ""}`,
    ).length;

  async function rowOf(requestId: string) {
    const { auditLog } = await import("./schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await store.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    if (!row) throw new Error(`no audit row ${requestId}`);
    return row;
  }

  it("keeps a refused 900 KB field as its path only: ≤ 4 KB, no trace of the value", async () => {
    const { writeAudit } = await import("./audit");
    await writeAudit({
      customerId: "cus-acme",
      operatorEmail: "ops@example.com",
      action: "payout.create",
      targetId: "po_1",
      after: { beneficiary: { name: HUGE, account: "012345678901234567" }, amount: "10.00" },
      outcome: "failure",
      errorCode: "DASHBOARD.INVALID_INPUT",
      errorMessage: `name: ${HUGE}`,
      requestId: "req-refused",
    });
    const row = await rowOf("req-refused");
    expect(storedBytes(row)).toBeLessThanOrEqual(4096);
    expect(row.after).toEqual({ fields: ["beneficiary.name", "beneficiary.account", "amount"] });
    expect(row.errorMessage).toBeNull();
    const text = JSON.stringify(row);
    expect(text.length).toBeLessThan(4096 + 1024);
    expect(text).not.toMatch(/Q{300}/);
    expect(text).not.toContain("012345678901234567");
    expect(text).not.toContain("10.00");
  });

  it("keeps a refused input given as field paths and error codes as it is", async () => {
    const { writeAudit } = await import("./audit");
    const pipelineView = { issues: [{ path: "beneficiary.name", code: "too_big" }] };
    await writeAudit({
      customerId: "cus-acme",
      operatorEmail: "ops@example.com",
      action: "payout.create",
      after: pipelineView,
      outcome: "failure",
      errorCode: "DASHBOARD.INVALID_INPUT",
      requestId: "req-refused-issues",
    });
    await writeAudit({
      customerId: "cus-acme",
      operatorEmail: "ops@example.com",
      action: "payout.create",
      after: { fields: ["amount"], codes: ["invalid_type"] },
      outcome: "failure",
      errorCode: "DASHBOARD.INVALID_INPUT",
      requestId: "req-refused-fields",
    });
    expect((await rowOf("req-refused-issues")).after).toEqual(pipelineView);
    expect((await rowOf("req-refused-fields")).after).toEqual({ fields: ["amount"], codes: ["invalid_type"] });
  });

  it("replaces an accepted entry too large to keep by a summary of paths and sizes, marked truncated", async () => {
    const { writeAudit } = await import("./audit");
    const many = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`field${i}`, `value-${i}-${"v".repeat(40)}`]),
    );
    await writeAudit({
      customerId: "cus-acme",
      operatorEmail: "ops@example.com",
      action: "role.update",
      before: { name: "ops", note: HUGE },
      after: many,
      outcome: "success",
      requestId: "req-large",
    });
    const row = await rowOf("req-large");
    expect(storedBytes(row)).toBeLessThanOrEqual(4096);
    expect(row.after).toMatchObject({
      truncated: true,
      fields: expect.arrayContaining([{ path: "field0", bytes: 48 }]),
    });
    expect(row.before).toMatchObject({ truncated: true, fields: [{ path: "name" }, { path: "note" }] });
    const text = JSON.stringify(row);
    expect(text).not.toMatch(/Q{300}/);
    expect(text).not.toContain("value-0-");
  });

  it("cuts long strings of an entry that fits otherwise, and keeps short ones whole", async () => {
    const { writeAudit } = await import("./audit");
    await writeAudit({
      customerId: "cus-acme",
      operatorEmail: "ops@example.com",
      action: "customer.update",
      targetId: "c".repeat(5000),
      after: { name: "Acme", note: "n".repeat(3000) },
      errorMessage: "m".repeat(5000),
      outcome: "success",
      requestId: "req-cut",
    });
    const row = await rowOf("req-cut");
    expect(row.targetId?.length).toBe(200);
    expect(row.errorMessage?.length).toBeLessThan(1100);
    const after = row.after as { name: string; note: string };
    expect(after.name).toBe("Acme");
    expect(after.note.length).toBeLessThan(1100);
    expect(after.note.startsWith("nnnn")).toBe(true);
  });
});
