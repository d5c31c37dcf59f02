import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import type { OwnershipView } from "@/lib/payouts/ownership";
import { ownershipQuery, payoutWorkKeys } from "./use-payout-work";

const owned = (payoutId: string): OwnershipView => ({
  payoutId,
  assignee: { email: "ops@example.com", name: "Olga Ops" },
  assignedBy: "ops@example.com",
  assignedAt: "2026-11-27T10:00:00.000Z",
  acknowledged: null,
  resolved: null,
});

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/** A client holding the owners of page one, and an observer of that page, as the list's scope has. */
function onPageOne() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const first = { po_1: owned("po_1") };
  client.setQueryData(payoutWorkKeys.list(["po_1", "po_2"]), first);
  const observer = new QueryObserver(client, ownershipQuery(["po_1", "po_2"]));
  const unsubscribe = observer.subscribe(() => {});
  return { client, observer, first, unsubscribe };
}

describe("the list's owners while a new page of rows loads", () => {
  it("keeps the last answer, the same object, until the new page's answer arrives", () => {
    const { observer, first, unsubscribe } = onPageOne();
    // The new page's request cannot reach a server here; what matters is what is read meanwhile.
    observer.setOptions(ownershipQuery(["po_2", "po_3"]));
    const result = observer.getCurrentResult();
    expect(result.data).toBe(first);
    expect(result.isPlaceholderData).toBe(true);
    unsubscribe();
  });

  it("reads the new page's own answer once there, never the last page's", () => {
    const { client, observer, unsubscribe } = onPageOne();
    const second = { po_3: owned("po_3") };
    client.setQueryData(payoutWorkKeys.list(["po_3"]), second);
    observer.setOptions(ownershipQuery(["po_3"]));
    const result = observer.getCurrentResult();
    expect(result.data).toBe(second);
    expect(result.isPlaceholderData).toBe(false);
    unsubscribe();
  });
});
