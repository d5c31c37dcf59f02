import { describe, expect, it } from "vitest";
import { reconcileRequested, searchKey, toUrlParams } from "./requested-search";
import type { PayoutSearch } from "./search-values";

const base: PayoutSearch = { status: null, id: null, externalId: null, page: 1, limit: 25 };
const failed: PayoutSearch = { ...base, status: "FAILED" };
const completed: PayoutSearch = { ...base, status: "COMPLETED" };
const at = (s: PayoutSearch) => searchKey(s);

describe("reconcileRequested: which search the list shows while its URL is written later", () => {
  it("keeps the requested search while the URL has not moved", () => {
    const requested = { search: failed, from: at(base) };
    expect(reconcileRequested(requested, at(base), null)).toEqual({ requested, dropPending: false });
  });

  it("hands over to the URL once the URL reaches the requested search", () => {
    const requested = { search: failed, from: at(base) };
    expect(reconcileRequested(requested, at(failed), at(failed))).toEqual({ requested: null, dropPending: false });
  });

  it("keeps a newer request when the URL lands on the list's previous write", () => {
    // FAILED was written; COMPLETED was picked before the router took the FAILED URL.
    const requested = { search: completed, from: at(base) };
    expect(reconcileRequested(requested, at(failed), at(failed))).toEqual({
      requested: { search: completed, from: at(failed) },
      dropPending: false,
    });
  });

  it("drops the request and the unwritten URL change when the operator goes Back meanwhile", () => {
    const requested = { search: completed, from: at(failed) };
    expect(reconcileRequested(requested, at(base), at(failed))).toEqual({ requested: null, dropPending: true });
  });

  it("leaves the URL in charge when nothing was requested", () => {
    expect(reconcileRequested(null, at(failed), null)).toEqual({ requested: null, dropPending: false });
  });
});

describe("URL changes waiting to be written", () => {
  it("leaves defaults out of the URL and clears what is unset", () => {
    expect(toUrlParams({ status: null, page: 1, limit: 25 })).toEqual({ status: null, page: null, limit: null });
    expect(toUrlParams({ page: 3, limit: 50, id: "po_1" })).toEqual({ page: "3", limit: "50", id: "po_1" });
  });
});
