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

describe(`operator preferences (${testStoreKind()})`, () => {
  it("keeps each operator's zone per customer, whatever the email's case", async () => {
    const { getOperatorPreferences, setOperatorTimeZone } = await import("./operator-preferences");
    expect(await getOperatorPreferences(acme, "ops@shared.example")).toEqual({ timeZone: null, updatedAt: null });

    await setOperatorTimeZone(acme, "Ops@Shared.example", "America/New_York");
    await setOperatorTimeZone(otra, "ops@shared.example", "Europe/Madrid");

    expect((await getOperatorPreferences(acme, "ops@shared.example")).timeZone).toBe("America/New_York");
    expect((await getOperatorPreferences(otra, "OPS@shared.example")).timeZone).toBe("Europe/Madrid");
    expect((await getOperatorPreferences(acme, "lead@shared.example")).timeZone).toBeNull();
    expect((await getOperatorPreferences({ customerId: "cus-none" }, "ops@shared.example")).timeZone).toBeNull();
  });

  it("stores the canonical spelling, and null to follow the browser again", async () => {
    const { getOperatorPreferences, setOperatorTimeZone } = await import("./operator-preferences");
    const saved = await setOperatorTimeZone(acme, "lead@acme.example", "america/bogota");
    expect(saved.timeZone).toBe("America/Bogota");
    expect(saved.updatedAt).toBeInstanceOf(Date);
    await setOperatorTimeZone(acme, "lead@acme.example", null);
    expect((await getOperatorPreferences(acme, "lead@acme.example")).timeZone).toBeNull();
  });

  it("refuses an unknown zone without writing anything", async () => {
    const { getOperatorPreferences, InvalidTimeZoneError, setOperatorTimeZone } = await import(
      "./operator-preferences"
    );
    await setOperatorTimeZone(otra, "keep@otra.example", "Asia/Tokyo");
    await expect(setOperatorTimeZone(otra, "keep@otra.example", "Mars/Olympus")).rejects.toBeInstanceOf(
      InvalidTimeZoneError,
    );
    await expect(setOperatorTimeZone(otra, "keep@otra.example", "'; DROP TABLE x; --")).rejects.toThrow(
      /Unknown time zone/,
    );
    expect((await getOperatorPreferences(otra, "keep@otra.example")).timeZone).toBe("Asia/Tokyo");
  });
});
