import { describe, expect, it } from "vitest";
import { auditCsv } from "./csv";

describe("auditCsv", () => {
  it("writes a header and one line per entry, with secrets stripped", () => {
    const csv = auditCsv([
      {
        id: "0b6f9c1e-3d2a-4f5b-8c7d-9e0f1a2b3c4d",
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
    // The byte order mark first (Excel reads UTF-8), and the time column names its zone.
    expect(lines[0]).toBe(
      "\uFEFFid,at (UTC),operator,action,target_type,target_id,outcome,error_code,error_message,request_id,before,after",
    );
    expect(lines[1]).toBe(
      '0b6f9c1e-3d2a-4f5b-8c7d-9e0f1a2b3c4d,2026-11-22T01:02:03.000Z,ops@example.com,role.update,role,r1,success,,,req-1,"{""name"":""a""}","{""name"":""b"",""nested"":{}}"',
    );
    expect(csv).not.toContain("tok-123");
    expect(csv).not.toContain("pw");
    expect(lines[2]).toBe("");
  });

  it("leaves the byte order mark out when the export asks so (bom=0)", () => {
    expect(auditCsv([], { bom: false })).toBe(
      "id,at (UTC),operator,action,target_type,target_id,outcome,error_code,error_message,request_id,before,after\r\n",
    );
  });
});
