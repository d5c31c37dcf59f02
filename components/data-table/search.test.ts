import { withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { apiListSearch, defineTableSearch } from "@/lib/table-search";
import { useTableSearch } from "./use-table-search";

const search = defineTableSearch({
  filters: {
    status: { variant: "select", options: ["COMPLETED", "FAILED"] },
    id: { variant: "text" },
    types: { variant: "multiSelect", options: ["BANK", "WALLET"] },
    from: { variant: "date" },
  },
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageSize: 100,
  pageSizeParam: "limit",
});

let seen: unknown;
function Probe() {
  seen = useTableSearch(search).values;
  return null;
}

/** What the browser reads: useTableSearch (nuqs's hook over the declaration's parsers), rendered once. */
function browserValues(query: string): unknown {
  seen = undefined;
  renderToString(withNuqsTestingAdapter({ searchParams: query })({ children: createElement(Probe) }));
  return seen;
}

const QUERIES = [
  "",
  "?limit=1000&page=0&status=BOGUS",
  "?status=failed&id=%20po_1%20&limit=50&page=3",
  "?types=WALLET,nope,BANK,WALLET&from=2026-02-30x",
  "?types=nope&from=2026-01-05&limit=abc&page=-4",
  "?id=&status=",
];

describe("defineTableSearch", () => {
  it.each(QUERIES)("server and browser parse %s identically", (query) => {
    expect(browserValues(query)).toEqual(search.load(query));
  });

  it("corrects hand-edited values to the nearest valid one and drops unknown options", () => {
    const { values, corrections } = search.correct({ limit: "1000", page: "0", status: "BOGUS" });
    expect(values).toMatchObject({ limit: 100, page: 1, status: null });
    expect(corrections).toEqual([
      { param: "status", from: "BOGUS", to: null },
      { param: "page", from: "0", to: "1" },
      { param: "limit", from: "1000", to: "100" },
    ]);
    expect(search.serialize(values)).toBe("?limit=100");
  });

  it("does not report trimmed spaces or empty values, and keeps the first of repeated values", () => {
    const { values, corrections } = search.correct({ id: " po_1 ", status: ["FAILED", "COMPLETED"], types: "" });
    expect(values).toMatchObject({ id: "po_1", status: "FAILED", types: null });
    expect(corrections).toEqual([]);
  });

  it("reads options without regard to case and reports the canonical spelling", () => {
    const { values, corrections } = search.correct({ status: "failed" });
    expect(values.status).toBe("FAILED");
    expect(corrections).toEqual([{ param: "status", from: "failed", to: "FAILED" }]);
  });

  it("keeps a multi-select's valid values once each, in order, and drops an empty list", () => {
    expect(search.load("?types=WALLET,nope,BANK,WALLET").types).toEqual(["WALLET", "BANK"]);
    expect(search.load("?types=nope").types).toBeNull();
  });

  it("accepts real calendar days only", () => {
    expect(search.load("?from=2026-01-05").from).toBe("2026-01-05");
    expect(search.load("?from=2026-13-01").from).toBeNull();
    expect(search.load("?from=yesterday").from).toBeNull();
  });

  it("gives the set filters as strings, for an API query", () => {
    const values = search.load("?status=FAILED&types=BANK,WALLET&page=2");
    expect(search.filterValues(values)).toEqual({ status: "FAILED", types: "BANK,WALLET" });
  });

  it("serializes without defaults, under the URL's own names", () => {
    expect(search.serialize({ page: 1, limit: 25, status: null })).toBe("");
    expect(search.serialize({ page: 2, limit: 50, status: "FAILED" })).toBe("?status=FAILED&page=2&limit=50");
  });

  it("gives each filter its URL key, for column meta", () => {
    expect(search.filters.status).toEqual({ variant: "select", options: ["COMPLETED", "FAILED"], key: "status" });
  });
});

let state: ReturnType<typeof useTableSearch<typeof search.filters, "limit">> | undefined;
function Holder() {
  state = useTableSearch(search);
  return null;
}

/** Renders the hook over `query` and returns every URL write it makes, as the adapter sees them. */
function urlWrites(query: string) {
  const updates: { queryString: string; history: string }[] = [];
  state = undefined;
  renderToString(
    withNuqsTestingAdapter({
      searchParams: query,
      onUrlUpdate: ({ queryString, options }) => updates.push({ queryString, history: options.history }),
    })({ children: createElement(Holder) }),
  );
  return updates;
}

/** Waits for the first write, then long enough for a second one (the debounce and a throttle step) to show. */
async function settled(updates: unknown[]) {
  await vi.waitFor(() => expect(updates.length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 400));
}

describe("useTableSearch's URL writes: one change, one write", () => {
  it("rewriteUrl writes the corrected values in place, leaving other parameters alone", async () => {
    const updates = urlWrites("?limit=1000&page=0&status=BOGUS&payout=po_9");
    state?.rewriteUrl();
    await settled(updates);
    expect(updates).toEqual([{ queryString: "?limit=100&payout=po_9", history: "replace" }]);
  });

  it("a filter picked on page 1 is one key, written once, after the delay", async () => {
    const updates = urlWrites("?id=po_1");
    const picked = performance.now();
    state?.setFilters({ status: "FAILED" });
    await settled(updates);
    expect(updates).toEqual([{ queryString: "?id=po_1&status=FAILED", history: "push" }]);
    expect(performance.now() - picked).toBeGreaterThanOrEqual(150);
  });

  it("a filter picked on page 3 goes back to page 1 in the same write", async () => {
    const updates = urlWrites("?page=3&limit=50");
    state?.setFilters({ status: "FAILED", types: ["BANK"] });
    await settled(updates);
    expect(updates).toEqual([{ queryString: "?limit=50&status=FAILED&types=BANK", history: "push" }]);
  });

  it("a change of several keys takes a key still waiting with it", async () => {
    const updates = urlWrites("?page=2");
    state?.setPage(4);
    state?.setPageSize(50);
    await settled(updates);
    expect(updates).toEqual([{ queryString: "?limit=50", history: "push" }]);
  });

  it("a change to what is already there writes nothing", async () => {
    const updates = urlWrites("?status=FAILED");
    state?.setFilters({ status: "FAILED" });
    state?.setPage(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(updates).toEqual([]);
  });
});

describe("apiListSearch, the declaration of every list that only pages", () => {
  it("reads page and limit within the API's rules and keeps nothing else", () => {
    expect(apiListSearch.load("?page=3&limit=50&status=ACTIVE")).toEqual({ page: 3, limit: 50 });
    expect(apiListSearch.load("")).toEqual({ page: 1, limit: 25 });
    const { values, corrections } = apiListSearch.correct({ page: "0", limit: "1000" });
    expect(values).toEqual({ page: 1, limit: 100 });
    expect(corrections.map((c) => c.param)).toEqual(["page", "limit"]);
    expect(apiListSearch.filterKeys).toEqual([]);
  });
});
