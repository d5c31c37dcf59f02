import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";

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

const acme = { customerId: "cus-acme" };
const otra = { customerId: "cus-otra" };

describe(`webhook registrations (${testStoreKind()})`, () => {
  it("keeps what was registered per customer, with the secret sealed to its customer", async () => {
    const { latestRegistration, recordRegistration, registrationSecret } = await import("./registrations");
    const { webhookRegistrations } = await import("@/lib/db/webhooks-schema");
    await recordRegistration(acme, {
      configId: "wh-1",
      url: "https://hooks.acme.example/in",
      events: ["RAMP", "USER"],
      by: "ops@acme.example",
      secret: "acme-secret-value-0001",
    });
    const latest = await latestRegistration(acme);
    expect(latest).toMatchObject({ configId: "wh-1", url: "https://hooks.acme.example/in", events: ["RAMP", "USER"] });
    expect(await latestRegistration(otra)).toBeNull();
    expect(await registrationSecret(acme, "wh-1")).toBe("acme-secret-value-0001");
    expect(await registrationSecret(otra, "wh-1")).toBeNull();
    const rows = await store.db.select().from(webhookRegistrations);
    expect(JSON.stringify(rows)).not.toContain("acme-secret-value-0001");
  });
});
