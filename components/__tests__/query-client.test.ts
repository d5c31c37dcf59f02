import { describe, expect, it } from "vitest";
import { errorStatus, makeQueryClient, QUERY_STALE_TIME_MS, shouldRetryQuery } from "../query-client";

describe("shouldRetryQuery", () => {
  it.each([400, 401, 403, 404, 422])("never retries a %i", (status) => {
    expect(shouldRetryQuery(0, { status })).toBe(false);
    expect(shouldRetryQuery(0, { statusCode: status })).toBe(false);
  });

  it("retries outages twice", () => {
    for (const error of [{ status: 502 }, { status: 429 }, new TypeError("Failed to fetch")]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(false);
    }
  });
});

describe("errorStatus", () => {
  it("reads status or the API's statusCode, nothing else", () => {
    expect(errorStatus({ status: 503 })).toBe(503);
    expect(errorStatus({ statusCode: 400 })).toBe(400);
    expect(errorStatus({ status: "500" })).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
  });
});

describe("makeQueryClient", () => {
  it("applies the shared defaults", () => {
    const options = makeQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(options.queries?.retry).toBe(shouldRetryQuery);
  });
});
