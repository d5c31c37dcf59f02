import { describe, expect, it } from "vitest";
import { payoutKeys } from "./queries";
import {
  countedByStatusAlone,
  DEFAULT_PAGE_SIZE,
  filterQuery,
  filtersOf,
  PAYOUT_FILTER_KEYS,
  PAYOUT_SEARCH_SPEC,
  type PayoutFilterKey,
  payoutSearch,
  toApiQuery,
  toListQuery,
} from "./search-params";

const correctPayoutSearch = (raw: Parameters<typeof payoutSearch.correct>[0]) => {
  const { values, corrections } = payoutSearch.correct(raw);
  return { search: values, corrections };
};
const canonicalQuery = payoutSearch.serialize;

describe("payout URL corrections", () => {
  it("keeps valid values and reports nothing", () => {
    const { search, corrections } = correctPayoutSearch({ status: "CASH_OUT_PENDING_FILE", page: "3", limit: "50" });
    // Every other declared filter reads as unset: listed from the declaration, so a new filter needs no edit here.
    const unset = Object.fromEntries(PAYOUT_FILTER_KEYS.filter((key) => key !== "status").map((key) => [key, null]));
    expect(search).toEqual({ ...unset, status: "CASH_OUT_PENDING_FILE", page: 3, limit: 50 });
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

describe("every declared payout filter", () => {
  /** A value each filter variant accepts from the URL. */
  const sampleFor = (key: string): string => {
    const spec = PAYOUT_SEARCH_SPEC.filters[key as PayoutFilterKey];
    return "options" in spec ? String(spec.options[0]) : `v-${key}`;
  };

  it("is every filter the spec declares", () => {
    expect([...PAYOUT_FILTER_KEYS].sort()).toEqual(Object.keys(PAYOUT_SEARCH_SPEC.filters).sort());
  });

  it.each([...PAYOUT_FILTER_KEYS])("%s reaches the URL parser, the count, both cache keys and the export", (key) => {
    const value = sampleFor(key);
    const search = payoutSearch.load(`?${new URLSearchParams({ [key]: value, page: "2" })}`);
    expect(search[key]).toBe(value);
    // The matching-total count (auto-refresh) and its cache key.
    const filters = filtersOf(search);
    expect(filters[key]).toBe(value);
    expect(filterQuery(filters)[key]).toBe(value);
    expect(payoutKeys.total(filters)[2][key]).toBe(value);
    // The list's cache key, its request, and the export's (toListQuery + filterQuery of the loaded URL).
    expect(payoutKeys.list(search)[2][key]).toBe(value);
    expect(Object.entries(toListQuery(search))).toContainEqual([key, value]);
    // The status counts stand for a search only when status is its one filter.
    expect(countedByStatusAlone(filters)).toBe(key === "status");
    // The canonical URL keeps it.
    expect(canonicalQuery(search)).toContain(`${key}=`);
  });

  it("leaves paging out of the filters", () => {
    const filters = filtersOf(payoutSearch.load("?page=3&limit=10"));
    expect(Object.keys(filters).sort()).toEqual([...PAYOUT_FILTER_KEYS].sort());
    expect(countedByStatusAlone(filters)).toBe(true);
  });
});
