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
