import { describe, expect, it } from "vitest";
import { payoutServerSearch as payoutSearch } from "./load-search";
import { DEFAULT_PAGE_SIZE, filterQuery, toApiQuery, toListQuery } from "./search-params";

const correctPayoutSearch = (raw: Parameters<typeof payoutSearch.correct>[0]) => {
  const { values, corrections } = payoutSearch.correct(raw);
  return { search: values, corrections };
};
const canonicalQuery = payoutSearch.serialize;

describe("payout URL corrections", () => {
  it("keeps valid values and reports nothing", () => {
    const { search, corrections } = correctPayoutSearch({ status: "CASH_OUT_PENDING_FILE", page: "3", limit: "50" });
    expect(search).toEqual({ status: "CASH_OUT_PENDING_FILE", id: null, externalId: null, page: 3, limit: 50 });
    expect(corrections).toEqual([]);
  });

  it("clamps limit=1000 to 100 and page=0 to 1, and drops an unknown status", () => {
    const { search, corrections } = correctPayoutSearch({ limit: "1000", page: "0", status: "BOGUS" });
    expect(search.limit).toBe(100);
    expect(search.page).toBe(1);
    expect(search.status).toBeNull();
    expect(corrections).toEqual([
      { param: "status", from: "BOGUS", to: null },
      { param: "page", from: "0", to: "1" },
      { param: "limit", from: "1000", to: "100" },
    ]);
  });

  it("corrects negative and non-numeric values to the nearest valid or the default", () => {
    const { search, corrections } = correctPayoutSearch({ limit: "-5", page: "abc" });
    expect(search.limit).toBe(1);
    expect(search.page).toBe(1);
    expect(corrections.map((c) => c.param)).toEqual(["page", "limit"]);
  });

  it("accepts a lower-case status as its canonical form", () => {
    const { search, corrections } = correctPayoutSearch({ status: "completed" });
    expect(search.status).toBe("COMPLETED");
    expect(corrections).toEqual([{ param: "status", from: "completed", to: "COMPLETED" }]);
  });

  it("takes the first of repeated parameters and trims ids silently", () => {
    const { search, corrections } = correctPayoutSearch({ status: ["FAILED", "ERROR"], id: "  po_1 " });
    expect(search.status).toBe("FAILED");
    expect(search.id).toBe("po_1");
    expect(corrections).toEqual([]);
  });

  it("never produces a query outside the API's rules", () => {
    for (const limit of ["0", "101", "99999", "1.5", "NaN", ""]) {
      const { search } = correctPayoutSearch({ limit, page: limit });
      const query = toApiQuery(search);
      expect(Number(query.limit)).toBeGreaterThanOrEqual(1);
      expect(Number(query.limit)).toBeLessThanOrEqual(100);
      expect(Number(query.page)).toBeGreaterThanOrEqual(1);
    }
  });

  it("serialises the canonical URL without defaults", () => {
    const { search } = correctPayoutSearch({ limit: String(DEFAULT_PAGE_SIZE), page: "1", status: "FAILED" });
    expect(canonicalQuery(search)).toBe("?status=FAILED");
  });
});

describe("payout API queries", () => {
  it("send only the filters that are set, with paging for the list", () => {
    const search = payoutSearch.load("?status=FAILED&externalId=%20ext-1%20&page=2&limit=10&payout=po_9");
    expect(filterQuery(search)).toEqual({ status: "FAILED", externalId: "ext-1" });
    expect(toApiQuery(search)).toEqual({ page: "2", limit: "10", status: "FAILED", externalId: "ext-1" });
    expect(toListQuery(search)).toEqual({ page: 2, limit: 10, status: "FAILED", externalId: "ext-1" });
  });
});
