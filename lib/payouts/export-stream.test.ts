import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { Payout } from "@/lib/contract";
import { countRecords } from "./csv";
import { csvExportStream, type PageFetcher } from "./export-stream";

const payout = (i: number): Payout =>
  ({
    id: `po_${i}`,
    amount: i,
    currency: "COP",
    status: "COMPLETED",
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    beneficiary: { type: "BREB", account: { alias: `@a${i}` } },
  }) as Payout;

function fakeApi(rows: number) {
  const pages: number[] = [];
  const fetchPage: PageFetcher = async (page, limit) => {
    pages.push(page);
    const all = Array.from({ length: rows }, (_, i) => payout(i));
    return { payouts: all.slice((page - 1) * limit, page * limit), totalPage: Math.ceil(rows / limit) };
  };
  return { fetchPage, pages };
}

describe("csvExportStream", () => {
  it("pages through the API at limit=100 and writes one record per payout", async () => {
    const api = fakeApi(250);
    const text = await new Response(csvExportStream(api.fetchPage, new AbortController().signal)).text();
    expect(api.pages).toEqual([1, 2, 3]);
    expect(countRecords(text)).toBe(251);
    const rows: string[][] = parse(text);
    expect(rows[250]?.[0]).toBe("po_249");
  });

  it("stops requesting pages once the reader cancels", async () => {
    const api = fakeApi(10_000);
    const reader = csvExportStream(api.fetchPage, new AbortController().signal).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    const requested = api.pages.length;
    await new Promise((r) => setTimeout(r, 20));
    expect(api.pages.length).toBe(requested);
    expect(requested).toBeLessThan(10);
  });

  it("writes only the header when nothing matches", async () => {
    const text = await new Response(csvExportStream(fakeApi(0).fetchPage, new AbortController().signal)).text();
    expect(countRecords(text)).toBe(1);
  });

  it("starts with the UTF-8 byte order mark, so Excel reads 'Hernández', unless asked without it", async () => {
    const bytes = async (bom?: boolean) =>
      new Uint8Array(
        await new Response(
          csvExportStream(fakeApi(1).fetchPage, new AbortController().signal, bom === undefined ? {} : { bom }),
        ).arrayBuffer(),
      );
    expect([...(await bytes()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect([...(await bytes(false)).slice(0, 2)]).toEqual([0x69, 0x64]); // "id"
  });

  it("writes times in UTC and says so in the header", async () => {
    const offset = (i: number): Payout => ({ ...payout(i), createdAt: "2026-01-01T07:00:00-05:00" }) as Payout;
    const fetchPage: PageFetcher = async () => ({ payouts: [offset(1)], totalPage: 1 });
    const text = await new Response(csvExportStream(fetchPage, new AbortController().signal)).text();
    const rows: string[][] = parse(text.replace(/^\uFEFF/, ""));
    const column = rows[0]?.indexOf("createdAt (UTC)") ?? -1;
    expect(column).toBeGreaterThan(-1);
    expect(rows[1]?.[column]).toBe("2026-01-01T12:00:00.000Z");
  });
});
