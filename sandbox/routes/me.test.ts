import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherErrorSchema } from "@/lib/contract";
import { ALL_PERMISSION_NAMES, COMPLIANCE_PERMISSION_NAMES } from "../auth/permissions";
import { SEED } from "../seed/base";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";
import { operatorProfileResponseSchema } from "./me-schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 0, otraUsers: 0 } });
});
afterAll(() => t.close());

const me = async (email: string) => {
  const res = await t.api("GET", "/api/v2/backoffice/me", { token: await t.login(email) });
  expect(res.status).toBe(200);
  return operatorProfileResponseSchema.strict().parse(res.body);
};
const sorted = (names: readonly string[]) => [...names].sort();

describe("GET /api/v2/backoffice/me", () => {
  it("describes Acme's administrator: its customer and every permission", async () => {
    const profile = await me(OPERATORS.ops);
    expect(profile).toMatchObject({ email: OPERATORS.ops, customer: SEED.customers.acme });
    expect(profile.operatorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(profile.permissions).toEqual(sorted(ALL_PERMISSION_NAMES));
  });

  it("describes Acme's compliance operator: audit:read and accounts:update, no recharges:read", async () => {
    const profile = await me(OPERATORS.compliance);
    expect(profile.customer).toEqual(SEED.customers.acme);
    expect(profile.permissions).toEqual(sorted(COMPLIANCE_PERMISSION_NAMES));
    expect(profile.permissions).toContain("audit:read");
    expect(profile.permissions).toContain("accounts:update");
    expect(profile.permissions).not.toContain("recharges:read");
    expect(profile.permissions).not.toContain("roles:read");
  });

  it("describes Otra's operator with Otra as its customer", async () => {
    const profile = await me(OPERATORS.other);
    expect(profile).toMatchObject({ email: OPERATORS.other, customer: SEED.customers.otra });
    expect(profile.permissions).toEqual(sorted(ALL_PERMISSION_NAMES));
  });

  it("lists only active permissions of an active role, and follows role edits at once", async () => {
    const token = await t.login(OPERATORS.compliance);
    const read = async () =>
      operatorProfileResponseSchema.parse((await t.api("GET", "/api/v2/backoffice/me", { token })).body).permissions;
    const ops = await t.login(OPERATORS.ops);
    const role = `/api/v2/backoffice/roles/${SEED.roles.acme.compliance.id}`;
    await t.api("PUT", role, { token: ops, body: { active: false } });
    expect(await read()).toEqual([]);
    await t.api("PUT", role, { token: ops, body: { active: true } });
    expect(await read()).toEqual(sorted(COMPLIANCE_PERMISSION_NAMES));
  });

  it("needs a token and nothing else", async () => {
    const res = await t.api("GET", "/api/v2/backoffice/me");
    expect(res.status).toBe(401);
    expect(otherErrorSchema.parse(res.body).statusCode).toBe("401");
  });
});
