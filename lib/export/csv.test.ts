import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CSV_BOM_PARAM } from "@/lib/browser/csv-bom";
import { csvCell, csvDocument, csvLine, UTF8_BOM, utcInstant, wantsBom } from "./csv";

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
    expect(parse(text, { bom: true })).toEqual([
      ["name", "note"],
      ["Acme, Inc.", "line1\nline2"],
      ["'=cmd", "-1"],
    ]);
  });
});

describe("the byte order mark and time zone", () => {
  it("puts the UTF-8 byte order mark first by default, and leaves it out when asked", () => {
    expect(csvDocument(["name"], [["Hernández"]])).toBe(`${UTF8_BOM}name\r\nHernández\r\n`);
    expect(csvDocument(["name"], [["Hernández"]], { bom: false })).toBe("name\r\nHernández\r\n");
  });

  it("reads the setting from the export's query: only bom=0 turns the mark off", () => {
    expect(wantsBom(new URLSearchParams(""))).toBe(true);
    expect(wantsBom(new URLSearchParams(`${CSV_BOM_PARAM}=1`))).toBe(true);
    expect(wantsBom(new URLSearchParams(`${CSV_BOM_PARAM}=0`))).toBe(false);
  });

  it("writes an instant in UTC whatever offset it came with, and keeps what it cannot read", () => {
    expect(utcInstant("2026-01-01T07:00:00-05:00")).toBe("2026-01-01T12:00:00.000Z");
    expect(utcInstant("not a date")).toBe("not a date");
  });
});
