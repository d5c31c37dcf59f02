import { describe, expect, it } from "vitest";
import { exportQuery, readCsvBom, writeCsvBom } from "./csv-bom";

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe("the CSV byte order mark setting", () => {
  it("is on until turned off, and remembered", () => {
    const storage = memoryStorage();
    expect(readCsvBom(storage)).toBe(true);
    writeCsvBom(false, storage);
    expect(readCsvBom(storage)).toBe(false);
    writeCsvBom(true, storage);
    expect(readCsvBom(storage)).toBe(true);
  });

  it("falls back to on where storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(readCsvBom(refusing)).toBe(true);
    expect(readCsvBom(undefined)).toBe(true);
  });

  it("asks the export for bom=0 only when off", () => {
    expect(exportQuery({ status: "FAILED" }, true)).toBe("status=FAILED");
    expect(exportQuery({ status: "FAILED" }, false)).toBe("status=FAILED&bom=0");
  });
});
