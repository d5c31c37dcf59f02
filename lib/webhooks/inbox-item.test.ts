import { describe, expect, it } from "vitest";
import { type InboxItem, mergeItems } from "./inbox-item";

const item = (id: string, seq: number, duplicateCount = 0): InboxItem => ({
  id,
  seq,
  event: "RAMP",
  action: "UPDATE",
  recordId: null,
  attempts: 0,
  duplicateCount,
  receivedAt: "2026-11-22T00:00:00.000Z",
  payload: {},
});

describe("mergeItems", () => {
  it("keeps one entry per id, newest first, up to the limit", () => {
    const merged = mergeItems([item("a", 1), item("b", 2)], [item("c", 3), item("a", 1)], 2);
    expect(merged.map((i) => i.id)).toEqual(["c", "b"]);
  });

  it("takes a later copy with a higher duplicate count, never a stale one", () => {
    const merged = mergeItems([item("a", 1, 2)], [item("a", 1, 3)], 10);
    expect(merged[0]?.duplicateCount).toBe(3);
    expect(mergeItems(merged, [item("a", 1, 1)], 10)[0]?.duplicateCount).toBe(3);
  });
});
