import { describe, expect, it } from "vitest";
import { toAuditQuery } from "./search-params";

describe("toAuditQuery", () => {
  it("drops malformed dates and blank operators", () => {
    expect(
      toAuditQuery({ operator: "  ", action: "role.update", from: "2026-13-45", to: "2026-11-22", page: 0 }),
    ).toEqual({
      operator: null,
      action: "role.update",
      from: null,
      to: "2026-11-22",
      page: 1,
    });
  });
});
