import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherErrorSchema } from "@/lib/contract";
import { SEED } from "../seed/base";
import { OPERATORS, type TestApp, createTestApp } from "../test/test-app";
import { cachedAuthContext } from "./auth-cache";
import { verifyAccessToken } from "./tokens";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function sessionOf(token: string): Promise<string> {
  const verified = await verifyAccessToken(token, t.config.jwtSecret);
  if (!verified.ok) throw new Error("token did not verify");
  return verified.claims.sessionId;
}

describe("bearer check cache (auth epoch)", () => {
  it("reuses the loaded session while nothing about access changes, including across payout writes", async () => {
    const session = await sessionOf(await t.login());
    const first = await cachedAuthContext(t.db, session);
    await t.db.execute(sql`UPDATE payouts SET updated_at = now() WHERE id IN (SELECT id FROM payouts LIMIT 1)`);
    const second = await cachedAuthContext(t.db, session);
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });

  it("reloads after a change to operators, roles or permissions", async () => {
    const session = await sessionOf(await t.login());
    const before = await cachedAuthContext(t.db, session);
    await t.db.execute(sql`UPDATE operators SET name = name WHERE email = ${OPERATORS.ops}`);
    const after = await cachedAuthContext(t.db, session);
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
  });

  it("a session revoked by plain SQL is refused on the very next request", async () => {
    const token = await t.login();
    expect((await t.api("GET", "/api/v2/payouts", { token })).status).toBe(200);
    const session = await sessionOf(token);
    await t.db.execute(sql`UPDATE auth_sessions SET revoked_at = now(), revoked_reason = 'test' WHERE id = ${session}`);
    const res = await t.api("GET", "/api/v2/payouts", { token });
    expect(res.status).toBe(401);
    expect(otherErrorSchema.parse(res.body).errorCode).toBe("AUTH.1005");
  });

  it("a permission taken from the role is refused on the very next request", async () => {
    const token = await t.login(OPERATORS.compliance);
    expect((await t.api("GET", "/api/v2/payouts", { token })).status).toBe(200);
    await t.db.execute(sql`
      DELETE FROM role_permissions
      WHERE role_id = ${SEED.roles.acme.compliance.id}
        AND permission_id IN (SELECT id FROM permissions WHERE name = 'payouts:read')`);
    const res = await t.api("GET", "/api/v2/payouts", { token });
    expect(res.status).toBe(403);
  });

  it("a deactivated customer's operators are refused on the very next request", async () => {
    const token = await t.login(OPERATORS.other);
    expect((await t.api("GET", "/api/v2/payouts", { token })).status).toBe(200);
    await t.db.execute(sql`UPDATE customers SET active = false WHERE id = ${SEED.customers.otra.id}`);
    expect((await t.api("GET", "/api/v2/payouts", { token })).status).toBe(401);
  });
});
