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

describe(`recently opened records (${testStoreKind()})`, () => {
  it("keeps ids per customer and resource, newest first, and the last record returned", async () => {
    const { getRecent, listRecent, noteOpened, rememberRecord } = await import("./recent-records");
    await noteOpened(acme, "role", "role-1", "ops@acme.example");
    await noteOpened(acme, "role", "role-2", "ops@acme.example");
    await noteOpened(acme, "customer", "cus-x", "ops@acme.example");
    await noteOpened(otra, "role", "role-9", "ops@otra.example");
    await rememberRecord(acme, "role", "role-1", "lead@acme.example", { id: "role-1", name: "Ops" });

    expect((await listRecent(acme, "role")).map((r) => r.id)).toEqual(["role-1", "role-2"]);
    expect((await listRecent(otra, "role")).map((r) => r.id)).toEqual(["role-9"]);
    expect(await getRecent(otra, "role", "role-1")).toBeUndefined();
    const known = await getRecent(acme, "role", "role-1");
    expect(known?.record).toEqual({ id: "role-1", name: "Ops" });
    expect(known?.openedBy).toBe("lead@acme.example");
    expect(known?.recordAt).toBeInstanceOf(Date);
  });

  it("keeps only the newest ids of a customer", async () => {
    const { listRecent, noteOpened, RECENT_LIMIT } = await import("./recent-records");
    for (let i = 0; i < RECENT_LIMIT + 3; i++) await noteOpened(acme, "account", `acct-${i}`, "ops@acme.example");
    const ids = (await listRecent(acme, "account")).map((r) => r.id);
    expect(ids).toHaveLength(RECENT_LIMIT);
    expect(ids[0]).toBe(`acct-${RECENT_LIMIT + 2}`);
    expect(ids).not.toContain("acct-0");
  });
});
