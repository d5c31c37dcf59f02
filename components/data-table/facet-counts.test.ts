import { describe, expect, it } from "vitest";
import { withCounts } from "./data-table-filters";
import type { FacetGroup } from "./features";

const groups: FacetGroup[] = [
  {
    heading: "Waiting",
    options: [
      { value: "PENDING", label: "PENDING", hint: "Pending" },
      { value: "ON_HOLD", label: "ON_HOLD", count: 4 },
    ],
  },
  { heading: "Done", options: [{ value: "COMPLETED", label: "COMPLETED" }] },
];

describe("a select filter's counts, given apart from its column", () => {
  it("puts each value's count beside it, and leaves labels, hints and order as they were", () => {
    const shown = withCounts(groups, { PENDING: 12, COMPLETED: 0, ON_HOLD: 7 });
    expect(shown.map((g) => g.heading)).toEqual(["Waiting", "Done"]);
    expect(shown[0]?.options).toEqual([
      { value: "PENDING", label: "PENDING", hint: "Pending", count: 12 },
      { value: "ON_HOLD", label: "ON_HOLD", count: 7 },
    ]);
    // Zero is a count, not a missing one.
    expect(shown[1]?.options[0]?.count).toBe(0);
  });

  it("keeps an option's own count for a value the counts leave out, and changes nothing without counts", () => {
    const shown = withCounts(groups, { PENDING: 1 });
    expect(shown[0]?.options[1]?.count).toBe(4);
    expect(shown[1]?.options[0]?.count).toBeUndefined();
    expect(withCounts(groups, undefined)).toBe(groups);
    // The column's groups themselves are never written to.
    expect(groups[0]?.options[0]).not.toHaveProperty("count");
  });
});
