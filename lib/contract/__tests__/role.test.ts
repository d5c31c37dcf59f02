import { describe, expect, it } from "vitest";
import { permissionSchema, roleSchema, roleUpdateInputSchema } from "@/lib/contract";
import { accepts, issuePaths, omit, timestamps } from "./spec-payloads";

/** Spec: Permission: id, name, resource, action, description, active, createdAt, updatedAt. */
const permission = {
  id: "perm_01",
  name: "payouts:read",
  resource: "payouts",
  action: "read",
  description: "Read payouts",
  active: true,
  ...timestamps,
};

const role = {
  id: "role_01",
  name: "Compliance",
  description: "Reads everything, edits accounts",
  permissions: [permission],
  active: true,
  ...timestamps,
};

describe("spec: Resources / Role (backoffice) — Permission", () => {
  it("accepts a permission with any resource and action (allowed values not shown)", () => {
    expect(permissionSchema.parse(permission)).toEqual(permission);
    expect(accepts(permissionSchema, { ...permission, resource: "anything", action: "whatever" })).toBe(true);
  });

  it.each(Object.keys(permission) as (keyof typeof permission)[])("requires %s", (field) => {
    expect(issuePaths(permissionSchema, omit(permission, field))).toEqual([field]);
  });

  it("refuses active as a string", () => {
    expect(issuePaths(permissionSchema, { ...permission, active: "true" })).toEqual(["active"]);
  });
});

describe("spec: Resources / Role (backoffice) — Role", () => {
  it("accepts a role with permissions, and with none", () => {
    expect(roleSchema.parse(role)).toEqual(role);
    expect(accepts(roleSchema, { ...role, permissions: [] })).toBe(true);
  });

  it.each(Object.keys(role) as (keyof typeof role)[])("requires %s", (field) => {
    expect(issuePaths(roleSchema, omit(role, field))).toEqual([field]);
  });

  it("reports a broken permission by its index", () => {
    const broken = { ...role, permissions: [permission, omit(permission, "action")] };
    expect(issuePaths(roleSchema, broken)).toEqual(["permissions.1.action"]);
  });
});

describe("spec: Endpoints / PUT /api/v2/backoffice/roles/{id} — body", () => {
  it("accepts every field, and none (all optional)", () => {
    const body = { name: "Ops", description: "Runs payouts", permissionIds: ["perm_01", "perm_02"], active: false };
    expect(roleUpdateInputSchema.parse(body)).toEqual(body);
    expect(roleUpdateInputSchema.parse({})).toEqual({});
  });

  it("refuses wrong types and unknown keys", () => {
    expect(issuePaths(roleUpdateInputSchema, { permissionIds: "perm_01" })).toEqual(["permissionIds"]);
    expect(issuePaths(roleUpdateInputSchema, { permissionIds: [""] })).toEqual(["permissionIds.0"]);
    expect(issuePaths(roleUpdateInputSchema, { active: "yes" })).toEqual(["active"]);
    expect(issuePaths(roleUpdateInputSchema, { name: "" })).toEqual(["name"]);
    expect(accepts(roleUpdateInputSchema, { permissions: [] })).toBe(false);
  });
});
