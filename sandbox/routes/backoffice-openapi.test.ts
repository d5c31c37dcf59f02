import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** [method, path, is a sandbox extension] for every back-office operation. */
const OPERATIONS = [
  ["put", "/api/v2/backoffice/roles/{id}", false],
  ["get", "/api/v2/backoffice/roles", true],
  ["get", "/api/v2/backoffice/roles/{id}", true],
  ["get", "/api/v2/backoffice/me", true],
  ["get", "/api/v2/backoffice/permissions", true],
  ["patch", "/api/v2/customers/{id}", false],
  ["get", "/api/v2/customers", true],
  ["get", "/api/v2/customers/{id}", true],
  ["patch", "/api/v2/accounts/{id}", false],
  ["get", "/api/v2/accounts", true],
  ["get", "/api/v2/accounts/{id}", true],
  ["post", "/api/v2/accounts", true],
  ["delete", "/api/v2/accounts/{id}", true],
  ["get", "/api/v2/banks", true],
  ["post", "/api/v2/backoffice/ops/recharges/cop", false],
  ["get", "/api/v2/backoffice/ops/recharges/cop", true],
  ["get", "/api/v2/backoffice/ops/recharges/cop/checkout/{token}", true],
] as const;

it.each(OPERATIONS)(
  "documents %s %s, marked as an extension exactly when the spec lacks it",
  async (method, path, extension) => {
    const res = await t.api("GET", "/api/v2/openapi.json");
    const doc = res.body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation?.["x-sandbox-extension"] === true).toBe(extension);
  },
);
