import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvLine } from "./csv";

describe("csvCell", () => {
  it("neutralises what a spreadsheet would evaluate", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+57300")).toBe("'+57300");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("＝1+1")).toBe("'＝1+1");
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
  });

  it("quotes commas, quotes and line breaks, and writes a line break inside a value as \\n", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvCell("a\r\nb")).toBe('"a\nb"');
    expect(csvCell("a\rb")).toBe('"a\nb"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("keeps numbers as numbers, negative ones too, and writes nothing for null and non-finite", () => {
    expect(csvCell(-3.5)).toBe("-3.5");
    expect(csvCell(7)).toBe("7");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes objects as JSON and dates as UTC ISO", () => {
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(new Date("2026-11-22T01:02:03.000Z"))).toBe("2026-11-22T01:02:03.000Z");
  });
});

describe("csvLine and csvDocument", () => {
  it("end every record with CRLF and read back as written", () => {
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
    const text = csvDocument(
      ["name", "note"],
      [
        ["Acme, Inc.", "line1\r\nline2"],
        ["=cmd", -1],
      ],
    );
    expect(text.split("\r\n")).toHaveLength(4);
    expect(parse(text)).toEqual([
      ["name", "note"],
      ["Acme, Inc.", "line1\nline2"],
      ["'=cmd", "-1"],
    ]);
  });
});
