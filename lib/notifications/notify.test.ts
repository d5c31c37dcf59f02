import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";

vi.mock("server-only", () => ({}));

/**
 * notify(), the notification centre's API for other features, on a real store: one row per
 * distinct recipient of the customer, the kind's parameters only and bounded, read back by the
 * recipient alone, and every open bell of that customer told.
 */

let store: TestStore;
let api: typeof import("./notify");

beforeAll(async () => {
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  api = await import("./notify");
}, 120_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
});

const acme = (email: string) => ({ customerId: "cus-acme", email });

describe(`notify (${testStoreKind()})`, () => {
  it("stores one notification per distinct recipient, keeping only the kind's parameters, bounded", async () => {
    const { CUSTOMER_CHANNELS, customerHub } = await import("./customer-hub");
    const heard = vi.fn();
    const stop = customerHub(CUSTOMER_CHANNELS.notifications).subscribe("cus-acme", heard);
    const stored = await api.notify("cus-acme", ["Maker@Acme.example", "maker@acme.example ", ""], "change.rejected", {
      requestId: "cr-1",
      operation: "role.update",
      by: "x".repeat(500),
      extra: "<script>",
    } as never);
    stop();
    expect(stored).toBe(1);
    expect(heard).toHaveBeenCalled();
    const mine = await api.notificationsOf(acme("maker@acme.example"));
    expect(mine.unread).toBe(1);
    expect(mine.items[0]?.kind).toBe("change.rejected");
    expect(mine.items[0]?.payload).toEqual({ requestId: "cr-1", operation: "role.update", by: "x".repeat(200) });
  });

  it("is invisible to another customer's operator of the same email, and to other operators", async () => {
    expect(await api.notificationsOf({ customerId: "cus-globex", email: "maker@acme.example" })).toEqual({
      items: [],
      unread: 0,
    });
    expect((await api.notificationsOf(acme("checker@acme.example"))).items).toEqual([]);
    expect(await api.markRead({ customerId: "cus-globex", email: "maker@acme.example" }, "all")).toBe(0);
    expect((await api.notificationsOf(acme("maker@acme.example"))).unread).toBe(1);
  });

  it("pages from newest to oldest by the cursor it hands out, each notification once, also within one instant", async () => {
    const who = acme("pager@acme.example");
    const { insertNotifications } = await import("@/lib/db/queries/notifications");
    // One statement: the store gives all five the same creation time, to the microsecond.
    await insertNotifications(
      { customerId: "cus-acme" },
      [0, 1, 2, 3, 4].map((i) => ({
        recipientEmail: who.email,
        kind: "change.expired",
        payload: { requestId: `cr-same-${i}`, operation: "x" },
      })),
    );
    await new Promise((r) => setTimeout(r, 5));
    await api.notify("cus-acme", [who.email], "change.expired", { requestId: "cr-later", operation: "x" });
    const seen: string[] = [];
    let before: { createdAt: Date; id: string } | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await api.notificationsOf(who, { limit: 2, before });
      seen.push(...page.items.map((item) => String(item.payload.requestId)));
      if (!page.next) break;
      before = api.notificationCursorSchema.parse(page.next);
    }
    expect(seen[0]).toBe("cr-later");
    expect([...seen].sort()).toEqual(["cr-later", "cr-same-0", "cr-same-1", "cr-same-2", "cr-same-3", "cr-same-4"]);
    expect((await api.notificationsOf(who, { limit: 6 })).next).toBeUndefined();
  });

  it("refuses a cursor it did not hand out", () => {
    for (const forged of [
      "",
      "yesterday~abc",
      "2026-01-01T00:00:00.000Z",
      "2026-01-01T00:00:00.000Z~a~b",
      "2026-01-01T00:00:00.000Z~' or 1=1",
    ]) {
      expect(api.notificationCursorSchema.safeParse(forged).success).toBe(false);
    }
  });

  it("never throws at its caller: no customer or no recipient stores nothing", async () => {
    expect(await api.notify("", ["maker@acme.example"], "change.expired", { requestId: "cr-2", operation: "x" })).toBe(
      0,
    );
    expect(await api.notify("cus-acme", [], "change.expired", { requestId: "cr-2", operation: "x" })).toBe(0);
  });
});
