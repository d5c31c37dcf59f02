import { describe, expect, it } from "vitest";
import { bulkLookup, mapWithConcurrency, parseLookupInput } from "./bulk-lookup";

describe("parseLookupInput", () => {
  it("splits lines, commas, tabs and spaces, strips quotes and duplicates", () => {
    expect(parseLookupInput('a\nb, c\t"d"\r\n\n a ;e')).toEqual(["a", "b", "c", "d", "e"]);
    expect(parseLookupInput("  \n ,, ")).toEqual([]);
  });
});

describe("mapWithConcurrency", () => {
  it("never exceeds the limit and keeps input order", async () => {
    let inFlight = 0;
    let peak = 0;
    const progress: number[] = [];
    const out = await mapWithConcurrency(
      [5, 1, 4, 2, 3, 0, 6],
      3,
      async (n) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, n * 3));
        inFlight--;
        return n * 10;
      },
      { onProgress: (done) => progress.push(done) },
    );
    expect(out).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(peak).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("stops when aborted", async () => {
    const controller = new AbortController();
    const run = mapWithConcurrency(
      [1, 2, 3, 4],
      1,
      async (n) => {
        if (n === 2) controller.abort();
        return n;
      },
      { signal: controller.signal },
    );
    await expect(run).rejects.toThrow();
  });
});

describe("bulkLookup", () => {
  it("finds by id, then by externalId, and lists the rest as missing", async () => {
    const rows = [
      { id: "po_1", externalId: "ext-1" },
      { id: "po_2", externalId: "ext-2" },
    ];
    const calls: string[] = [];
    const result = await bulkLookup(["po_1", "ext-2", "nope", "ext-1"], async (by, value) => {
      calls.push(`${by}:${value}`);
      return rows.filter((r) => r[by] === value);
    });
    expect(result.found.map((r) => r.id)).toEqual(["po_1", "po_2"]);
    expect(result.missing).toEqual(["nope"]);
    expect(calls).toContain("externalId:nope");
  });
});
