import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  badRequestErrorSchema,
  otherErrorSchema,
  permissionListResponseSchema,
  roleListResponseSchema,
  roleSchema,
} from "@/lib/contract";
import { sql } from "drizzle-orm";
import { ALL_PERMISSION_NAMES } from "../auth/permissions";
import { SEED } from "../seed/base";
import { EXTRA_ROLES, extraRoleId } from "../seed/roles";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";

let t: TestApp;
let token: string;
let permissionIdByName: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(OPERATORS.ops);
  const res = await t.api("GET", "/api/v2/backoffice/permissions?limit=100", { token });
  const { permissions } = permissionListResponseSchema.parse(res.body);
  permissionIdByName = new Map(permissions.map((p) => [p.name, p.id]));
});
afterAll(() => t.close());

const idOf = (name: string) => {
  const id = permissionIdByName.get(name);
  if (!id) throw new Error(`no permission ${name}`);
  return id;
};
const put = (id: string, body: unknown, as = token) =>
  t.api("PUT", `/api/v2/backoffice/roles/${id}`, { token: as, body });
async function roleById(id: string) {
  const res = await t.api("GET", "/api/v2/backoffice/roles?limit=100", { token });
  return roleListResponseSchema.parse(res.body).roles.find((r) => r.id === id);
}

describe("GET /api/v2/backoffice/permissions", () => {
  it("lists every resource × action pair of the catalogue, grouped by resource", async () => {
    expect([...permissionIdByName.keys()].sort()).toEqual([...ALL_PERMISSION_NAMES].sort());
    const res = await t.api("GET", "/api/v2/backoffice/permissions?limit=100", { token });
    const { permissions, totalPage } = permissionListResponseSchema.parse(res.body);
    expect(totalPage).toBe(1);
    expect(permissions.map((p) => p.resource)).toEqual(permissions.map((p) => p.resource).sort());
    for (const p of permissions) expect(p.name).toBe(`${p.resource}:${p.action}`);
  });

  it("pages with limit", async () => {
    const res = await t.api("GET", "/api/v2/backoffice/permissions?limit=5&page=2", { token });
    const body = permissionListResponseSchema.parse(res.body);
    expect(body.permissions).toHaveLength(5);
    expect(body.totalPage).toBe(Math.ceil(ALL_PERMISSION_NAMES.length / 5));
  });
});

describe("GET /api/v2/backoffice/roles", () => {
  it("lists the built-in and extra roles by name, each with its permissions", async () => {
    const res = await t.api("GET", "/api/v2/backoffice/roles?limit=100", { token });
    const { roles } = roleListResponseSchema.parse(res.body);
    expect(roles.map((r) => r.name)).toEqual(roles.map((r) => r.name).sort((a, b) => a.localeCompare(b)));
    expect(roles).toHaveLength(2 + EXTRA_ROLES.length);
    const admin = roles.find((r) => r.id === SEED.roles.acme.admin.id);
    expect(admin?.permissions.map((p) => p.name).sort()).toEqual([...ALL_PERMISSION_NAMES].sort());
  });

  it("refuses a limit above 100", async () => {
    const res = await t.api("GET", "/api/v2/backoffice/roles?limit=101", { token });
    expect(badRequestErrorSchema.parse(res.body).arguments[0]?.key).toBe("limit");
  });
});

describe("PUT /api/v2/backoffice/roles/{id}", () => {
  const roleId = () => extraRoleId("support");

  it("replaces name, description, active and the permission set, and answers the Role", async () => {
    const permissionIds = [idOf("payouts:read"), idOf("banks:read"), idOf("payouts:read")];
    const res = await put(roleId(), { name: "Soporte", description: "Atiende clientes", active: false, permissionIds });
    expect(res.status).toBe(200);
    const role = roleSchema.parse(res.body);
    expect(role).toMatchObject({ id: roleId(), name: "Soporte", description: "Atiende clientes", active: false });
    expect(role.permissions.map((p) => p.name)).toEqual(["banks:read", "payouts:read"]);
    expect(await roleById(roleId())).toEqual(role);
  });

  it("leaves absent fields alone and empties the set with []", async () => {
    const res = await put(roleId(), { permissionIds: [] });
    const role = roleSchema.parse(res.body);
    expect(role).toMatchObject({ name: "Soporte", description: "Atiende clientes", permissions: [] });
  });

  it("refuses unknown permission ids with a 400 naming each, and changes nothing", async () => {
    const before = await roleById(roleId());
    const res = await put(roleId(), { name: "Otro nombre", permissionIds: [idOf("users:read"), "nope", "gone"] });
    expect(res.status).toBe(400);
    const body = badRequestErrorSchema.parse(res.body);
    expect(body.errorCode).toBe("ROLE.1002");
    expect(body.arguments).toEqual([
      { key: "permissionIds.1", value: "nope" },
      { key: "permissionIds.2", value: "gone" },
    ]);
    expect(await roleById(roleId())).toEqual(before);
  });

  it("refuses a name another role carries", async () => {
    const res = await put(roleId(), { name: SEED.roles.acme.admin.name });
    expect(badRequestErrorSchema.parse(res.body).arguments).toEqual([
      { key: "name", value: SEED.roles.acme.admin.name },
    ]);
  });

  it("lets only one of two simultaneous renames to one name succeed", async () => {
    const answers = await Promise.all([
      put(extraRoleId("former-auditor"), { name: "Auditoría" }),
      put(extraRoleId("customer-manager"), { name: "Auditoría" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it.each([
    ["an empty name", { name: " " }, "name"],
    ["a non-boolean active", { active: "yes" }, "active"],
    ["permissionIds not an array", { permissionIds: "payouts:read" }, "permissionIds"],
    ["an unknown field", { color: "red" }, "color"],
  ])("refuses %s", async (_label, body, key) => {
    const res = await put(roleId(), body);
    expect(res.status).toBe(400);
    expect(badRequestErrorSchema.parse(res.body).arguments.map((a) => a.key)).toEqual([key]);
  });

  it("answers 404 for an unknown role", async () => {
    const res = await put("no-such-role", { name: "x" });
    expect(res.status).toBe(404);
    expect(otherErrorSchema.parse(res.body).errorCode).toBe("ROLE.1404");
  });

  it("applies a role change to logged-in operators at once", async () => {
    const compliance = await t.login(OPERATORS.compliance);
    const complianceRole = await roleById(SEED.roles.acme.compliance.id);
    const original = complianceRole?.permissions.map((p) => p.id) ?? [];
    expect((await t.api("GET", "/api/v2/customers", { token: compliance })).status).toBe(403);
    await put(SEED.roles.acme.compliance.id, { permissionIds: [...original, idOf("customers:read")] });
    expect((await t.api("GET", "/api/v2/customers", { token: compliance })).status).toBe(200);
    await put(SEED.roles.acme.compliance.id, { permissionIds: original });
    expect((await t.api("GET", "/api/v2/customers", { token: compliance })).status).toBe(403);
  });
});

describe("role permissions", () => {
  it("gives the compliance operator 403 on roles and permissions", async () => {
    const compliance = await t.login(OPERATORS.compliance);
    for (const res of [
      await t.api("GET", "/api/v2/backoffice/roles", { token: compliance }),
      await t.api("GET", "/api/v2/backoffice/permissions", { token: compliance }),
      await put(extraRoleId("treasury"), { name: "Hijacked" }, compliance),
    ]) {
      expect(res.status).toBe(403);
      expect(otherErrorSchema.parse(res.body).statusCode).toBe("403");
    }
    expect((await roleById(extraRoleId("treasury")))?.name).toBe("Treasury operations");
  });

  it("answers 401 without a token", async () => {
    expect((await t.api("GET", "/api/v2/backoffice/roles")).status).toBe(401);
  });
});

describe("roles belong to a customer", () => {
  let other: string;
  beforeAll(async () => {
    other = await t.login(OPERATORS.other);
  });

  const roleIds = async (as: string) => {
    const res = await t.api("GET", "/api/v2/backoffice/roles?limit=100", { token: as });
    return roleListResponseSchema.parse(res.body).roles.map((r) => r.id);
  };
  const acmeRoleIds = [
    SEED.roles.acme.admin.id,
    SEED.roles.acme.compliance.id,
    ...EXTRA_ROLES.map((r) => extraRoleId(r.key)),
  ];
  const otraRoleIds = [
    SEED.roles.otra.admin.id,
    SEED.roles.otra.compliance.id,
    ...EXTRA_ROLES.map((r) => extraRoleId(r.key, "otra")),
  ];

  it("lists only the caller's customer's roles", async () => {
    expect((await roleIds(other)).sort()).toEqual([...otraRoleIds].sort());
    expect((await roleIds(token)).sort()).toEqual([...acmeRoleIds].sort());
  });

  it("reads an own role by id", async () => {
    const res = await t.api("GET", `/api/v2/backoffice/roles/${SEED.roles.otra.admin.id}`, { token: other });
    expect(res.status).toBe(200);
    const role = roleSchema.parse(res.body);
    expect(role.name).toBe("Administrator");
    expect(role.permissions.map((p) => p.name).sort()).toEqual([...ALL_PERMISSION_NAMES].sort());
  });

  /** The 404 body with the id taken out of the message, to compare a foreign id with an unknown one. */
  const anonymized = (body: unknown, id: string) => {
    const parsed = otherErrorSchema.parse(body);
    return { ...parsed, message: parsed.message.map((m) => m.replace(id, "<id>")) };
  };

  it("answers another customer's role like an unknown id on GET and PUT", async () => {
    const foreign = SEED.roles.acme.admin.id;
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { name: "Hijacked", permissionIds: [] }],
    ] as const) {
      const a = await t.api(method, `/api/v2/backoffice/roles/${foreign}`, { token: other, body });
      const b = await t.api(method, `/api/v2/backoffice/roles/${unknown}`, { token: other, body });
      expect([a.status, b.status]).toEqual([404, 404]);
      expect(otherErrorSchema.parse(a.body)).toMatchObject({ errorCode: "ROLE.1404", statusCode: "404" });
      expect(anonymized(a.body, foreign)).toEqual(anonymized(b.body, unknown));
    }
  });

  it("leaves the other customer's role unchanged after a refused PUT", async () => {
    const before = await roleById(SEED.roles.acme.admin.id);
    const res = await put(SEED.roles.acme.admin.id, { name: "Hijacked", active: false, permissionIds: [] }, other);
    expect(res.status).toBe(404);
    expect(await roleById(SEED.roles.acme.admin.id)).toEqual(before);
    expect((await t.api("GET", "/api/v2/backoffice/roles", { token: await t.login(OPERATORS.ops) })).status).toBe(200);
  });

  it("keeps role names unique per customer, not across customers", async () => {
    const name = "Nombre compartido";
    expect((await put(extraRoleId("customer-manager"), { name })).status).toBe(200);
    expect((await put(extraRoleId("customer-manager", "otra"), { name }, other)).status).toBe(200);
    expect((await put(extraRoleId("treasury", "otra"), { name }, other)).status).toBe(400);
  });

  it("refuses, in the store itself, an operator holding another customer's role", async () => {
    const error = await t.db
      .execute(sql`UPDATE operators SET role_id = ${SEED.roles.acme.admin.id} WHERE email = ${OPERATORS.other}`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const cause = error instanceof Error ? String(error.cause ?? error.message) : "no error";
    expect(cause).toContain("operators_role_of_own_customer");
  });
});
