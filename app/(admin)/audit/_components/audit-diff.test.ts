import { describe, expect, it } from "vitest";
import { changeTree, countChanges } from "./audit-diff";

describe("audit changes in domain terms", () => {
  it("names permissions added and removed, whatever their order", () => {
    const names = new Map([
      ["22a1", "payouts:read"],
      ["0476", "users:create"],
      ["9b00", "roles:read"],
    ]);
    const tree = changeTree(
      { name: "Ops", permissionIds: ["22a1", "9b00"] },
      { name: "Ops", permissionIds: ["9b00", "0476"] },
      names,
    );
    expect(tree).toEqual([{ key: "permissionIds", set: { added: ["users:create"], removed: ["payouts:read"] } }]);
    expect(changeTree({ permissionIds: ["a", "b"] }, { permissionIds: ["b", "a"] }, names)).toEqual([]);
  });

  it("groups customer pricing by pair and products by name", () => {
    const before = {
      strategiesByPair: { "COP/USDC": { spreadBps: 85, provider: "bitso" }, "MXN/USDC": { spreadBps: 60 } },
      availableProducts: { SAVINGS: false, ONRAMP: true },
    };
    const after = {
      strategiesByPair: { "COP/USDC": { spreadBps: 91, provider: "bitso" }, "USD/USDT": { spreadBps: 10 } },
      availableProducts: { SAVINGS: true, ONRAMP: true },
    };
    const tree = changeTree(before, after);
    expect(tree).toEqual([
      {
        key: "strategiesByPair",
        children: [
          { key: "COP/USDC", children: [{ key: "spreadBps", kind: "changed", before: 85, after: 91 }] },
          { key: "MXN/USDC", kind: "removed", before: { spreadBps: 60 } },
          { key: "USD/USDT", kind: "added", after: { spreadBps: 10 } },
        ],
      },
      { key: "availableProducts", children: [{ key: "SAVINGS", kind: "changed", before: false, after: true }] },
    ]);
    expect(countChanges(tree)).toBe(4);
  });

  it("shows a creation as what was sent, nested values as a tree", () => {
    expect(changeTree(null, { order: "RCH-1", recharge: { DATA: { Monto: "1000" } } })).toEqual([
      { key: "order", kind: "added", after: "RCH-1" },
      { key: "recharge", kind: "added", after: { DATA: { Monto: "1000" } } },
    ]);
  });
});
