import { describe, expect, it } from "vitest";
import { auditSearch, toAuditQuery } from "./search";

describe("audit search", () => {
  it("drops malformed dates and blank operators, and starts at page 1", () => {
    const values = auditSearch.load("?operator=%20%20&action=role.update&from=2026-13-45&to=2026-11-22&page=0");
    expect(toAuditQuery(values)).toEqual({
      operator: null,
      action: "role.update",
      from: null,
      to: "2026-11-22",
      page: 1,
    });
  });

  it("keeps an operator's text trimmed and caps the page size at the store's maximum", () => {
    const values = auditSearch.load("?operator=%20ops@%20&limit=5000");
    expect(values.operator).toBe("ops@");
    expect(values.limit).toBe(100);
    expect(auditSearch.load("").limit).toBe(50);
  });
});
