import { describe, expect, it } from "vitest";
import type { Permission } from "@/lib/contract";
import { groupPermissions, groupState, toggleGroup } from "./permission-groups";

const at = "2026-01-01T00:00:00.000Z";
const perm = (id: string, resource: string, action: string, description = ""): Permission => ({
  id,
  name: `${resource}:${action}`,
  resource,
  action,
  description,
  active: true,
  createdAt: at,
  updatedAt: at,
});
const all = [
  perm("p3", "users", "read", "List users"),
  perm("p1", "payouts", "read"),
  perm("p2", "payouts", "create", "Create payouts"),
  perm("p4", "users", "create"),
];

describe("groupPermissions", () => {
  it("groups by resource, both sorted", () => {
    const groups = groupPermissions(all);
    expect(groups.map((g) => g.resource)).toEqual(["payouts", "users"]);
    expect(groups[0]?.permissions.map((p) => p.id)).toEqual(["p2", "p1"]);
  });

  it("filters by name, resource, action or description", () => {
    expect(groupPermissions(all, "CREATE").flatMap((g) => g.permissions.map((p) => p.id))).toEqual(["p2", "p4"]);
    expect(groupPermissions(all, "list users").flatMap((g) => g.permissions.map((p) => p.id))).toEqual(["p3"]);
    expect(groupPermissions(all, "nothing")).toEqual([]);
  });
});

describe("select all per resource", () => {
  const [payouts] = groupPermissions(all);
  if (!payouts) throw new Error("no group");

  it("reports none, some and all", () => {
    expect(groupState(payouts, new Set())).toBe(false);
    expect(groupState(payouts, new Set(["p1"]))).toBe("indeterminate");
    expect(groupState(payouts, new Set(["p1", "p2", "p3"]))).toBe(true);
  });

  it("adds or removes only that group's permissions", () => {
    expect(toggleGroup(payouts, ["p3", "p1"], true).sort()).toEqual(["p1", "p2", "p3"]);
    expect(toggleGroup(payouts, ["p3", "p1", "p2"], false)).toEqual(["p3"]);
  });
});
