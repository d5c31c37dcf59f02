import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherErrorSchema } from "@/lib/contract";
import { createMemoryLogger } from "./lib/logger";
import { type TestApp, createTestApp } from "./test/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    config: { logger: createMemoryLogger(), extensions: false },
    seed: { acmePayouts: 3, otraPayouts: 0, acmeUsers: 2, otraUsers: 0 },
  });
  token = await t.login();
});
afterAll(() => t.close());

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };

describe("SANDBOX_EXTENSIONS=off", () => {
  it("lists only the specification's operations in the OpenAPI document", async () => {
    const doc = (await t.api("GET", "/api/v2/openapi.json")).body as Doc;
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.filter(({ op }) => op["x-sandbox-extension"] === true)).toEqual([]);
    expect(operations.map((o) => o.key).sort()).toEqual(
      [
        "GET /api/v2/payouts",
        "GET /api/v2/users",
        "PATCH /api/v2/accounts/{id}",
        "PATCH /api/v2/customers/{id}",
        "POST /api/v2/auth/login",
        "POST /api/v2/auth/refresh",
        "POST /api/v2/backoffice/ops/recharges/cop",
        "POST /api/v2/faker/cash-in",
        "POST /api/v2/users",
        "POST /api/v2/webhooks",
        "PUT /api/v2/backoffice/roles/{id}",
      ].sort(),
    );
  });

  it("answers every extension with the specification's 404 body, token or not", async () => {
    for (const [method, path] of [
      ["GET", "/api/v2/backoffice/roles"],
      ["GET", "/api/v2/backoffice/roles/role-1"],
      ["GET", "/api/v2/backoffice/me"],
      ["GET", "/api/v2/customers"],
      ["GET", "/api/v2/accounts"],
      ["GET", "/api/v2/webhooks"],
      ["DELETE", "/api/v2/webhooks/wh-1"],
      ["GET", "/api/v2/webhooks/deliveries"],
      ["POST", "/api/v2/payouts"],
    ] as const) {
      const res = await t.api(method, path, { token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(otherErrorSchema.parse(res.body)).toMatchObject({ statusCode: "404", errorCode: "REQUEST.1404" });
    }
  });

  it("still serves health and the specification's endpoints", async () => {
    expect((await t.api("GET", "/api/v2/health")).status).toBe(200);
    expect((await t.api("GET", "/api/v2/payouts", { token })).status).toBe(200);
    expect((await t.api("GET", "/api/v2/users", { token })).status).toBe(200);
    // A spec route sharing its path with an extension (GET /roles/{id}) is still reached.
    const put = await t.api("PUT", "/api/v2/backoffice/roles/no-such-role", { token, body: { name: "x" } });
    expect(put.status).toBe(404);
    expect(otherErrorSchema.parse(put.body).errorCode).not.toBe("REQUEST.1404");
  });

  it("keeps the faker's cash-in, which is in the specification", async () => {
    const res = await t.api("POST", "/api/v2/faker/cash-in", { token, body: { rampId: "no-such-ramp" } });
    expect(res.status).not.toBe(401);
    expect(otherErrorSchema.safeParse(res.body).data?.errorCode).not.toBe("REQUEST.1404");
  });
});
