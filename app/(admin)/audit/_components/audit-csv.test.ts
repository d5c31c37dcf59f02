import { describe, expect, it } from "vitest";
import { auditCsv, csvCell } from "./audit-csv";
import { toAuditQuery } from "./search-params";

describe("csvCell", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });

  it("neutralises formulas", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@x")).toBe("'@x");
  });
});

describe("auditCsv", () => {
  it("writes a header and one line per entry, with secrets stripped", () => {
    const csv = auditCsv([
      {
        id: 7,
        at: new Date("2026-11-22T01:02:03.000Z"),
        operatorEmail: "ops@example.com",
        action: "role.update",
        targetType: "role",
        targetId: "r1",
        outcome: "success",
        errorCode: null,
        errorMessage: null,
        requestId: "req-1",
        before: { name: "a" },
        after: { name: "b", accessToken: "tok-123", nested: { password: "pw" } },
      },
    ]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "id,at_utc,operator,action,target_type,target_id,outcome,error_code,error_message,request_id,before,after",
    );
    expect(lines[1]).toBe(
      '7,2026-11-22T01:02:03.000Z,ops@example.com,role.update,role,r1,success,,,req-1,"{""name"":""a""}","{""name"":""b"",""nested"":{}}"',
    );
    expect(csv).not.toContain("tok-123");
    expect(csv).not.toContain("pw");
    expect(lines[2]).toBe("");
  });
});

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
