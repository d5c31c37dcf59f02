import { describe, expect, it } from "vitest";
import { loadPayoutSearch } from "./search-params";
import { readPayoutSearch } from "./search-values";

/** The browser reads the URL with readPayoutSearch, the server with nuqs's loader: they must agree. */
describe("readPayoutSearch", () => {
  const urls = [
    "",
    "?status=CASH_OUT_PENDING_FILE&page=3&limit=50",
    "?status=bogus&page=0&limit=1000",
    "?limit=abc&page=-2&id=%20abc%20&externalId=",
    "?status=failed&status=COMPLETED&id=a&id=b",
    "?externalId=ext%2B1&limit=1&payout=xyz",
  ];

  it.each(urls)("reads %s as the server does", (query) => {
    const params = new URLSearchParams(query);
    expect(readPayoutSearch(params)).toEqual(loadPayoutSearch(params));
  });

  it("corrects bad values to the nearest valid ones", () => {
    expect(readPayoutSearch(new URLSearchParams("?status=bogus&page=0&limit=1000"))).toEqual({
      status: null,
      id: null,
      externalId: null,
      page: 1,
      limit: 100,
    });
  });
});
