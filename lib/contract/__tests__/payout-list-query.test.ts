import { describe, expect, it } from "vitest";
import { PAYOUT_LIST_LIMIT_MAX, PAYOUT_LIST_LIMIT_MIN, payoutListQuerySchema } from "@/lib/contract";
import { issuePaths } from "./spec-payloads";

describe("spec: Endpoints / GET /api/v2/payouts — query parameters", () => {
  it("accepts no parameters at all (defaults are the server's)", () => {
    expect(payoutListQuerySchema.parse({})).toEqual({});
  });

  it("reads limit and page from query strings as numbers", () => {
    expect(payoutListQuerySchema.parse({ limit: "25", page: "3" })).toEqual({ limit: 25, page: 3 });
  });

  it("takes limit from 1 to 100 (spec: Limits)", () => {
    expect(PAYOUT_LIST_LIMIT_MIN).toBe(1);
    expect(PAYOUT_LIST_LIMIT_MAX).toBe(100);
    expect(payoutListQuerySchema.parse({ limit: "1" }).limit).toBe(1);
    expect(payoutListQuerySchema.parse({ limit: "100" }).limit).toBe(100);
  });

  it.each(["0", "101", "abc", "-1", "2.5", ""])("refuses limit=%j", (limit) => {
    expect(issuePaths(payoutListQuerySchema, { limit })).toEqual(["limit"]);
  });

  it("takes page at least 1", () => {
    expect(payoutListQuerySchema.parse({ page: "1" }).page).toBe(1);
    expect(payoutListQuerySchema.parse({ page: "5000" }).page).toBe(5000);
    for (const page of ["0", "-3", "x", "1.5"]) {
      expect(issuePaths(payoutListQuerySchema, { page })).toEqual(["page"]);
    }
  });

  it("filters by id, externalId and one of the listed statuses", () => {
    const query = { id: "po_1", externalId: "client-0001", status: "CASH_OUT_PENDING_FILE" };
    expect(payoutListQuerySchema.parse(query)).toEqual(query);
  });

  it("refuses a status outside the list", () => {
    expect(issuePaths(payoutListQuerySchema, { status: "BOGUS" })).toEqual(["status"]);
    expect(issuePaths(payoutListQuerySchema, { status: "cash_in_created" })).toEqual(["status"]);
  });

  it("refuses empty filters and unknown parameters", () => {
    expect(issuePaths(payoutListQuerySchema, { id: "" })).toEqual(["id"]);
    expect(issuePaths(payoutListQuerySchema, { externalId: "  " })).toEqual(["externalId"]);
    expect(payoutListQuerySchema.safeParse({ sort: "amount" }).success).toBe(false);
  });
});
