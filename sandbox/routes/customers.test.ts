import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestErrorSchema, customerListResponseSchema, customerSchema, otherErrorSchema } from "@/lib/contract";
import { validCustomerUpdate } from "../property/valid-bodies";
import { SEED } from "../seed/base";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";

const ACME = SEED.customers.acme.id;
const OTRA = SEED.customers.otra.id;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(OPERATORS.ops);
});
afterAll(() => t.close());

const patch = (id: string, body: unknown, as = token) => t.api("PATCH", `/api/v2/customers/${id}`, { token: as, body });
const read = async (id = ACME) => customerSchema.parse((await t.api("GET", `/api/v2/customers/${id}`, { token })).body);

describe("GET /api/v2/customers", () => {
  it("shows the operator its own customer only, with strategies per pair and products", async () => {
    const res = await t.api("GET", "/api/v2/customers", { token });
    const { customers, totalPage } = customerListResponseSchema.parse(res.body);
    expect(totalPage).toBe(1);
    expect(customers.map((c) => c.id)).toEqual([ACME]);
    const [acme] = customers;
    expect(Object.keys(acme?.strategiesByPair ?? {})).toEqual(
      expect.arrayContaining(["COP/USDC", "COP/USDT", "MXN/USDC", "USD/USDC"]),
    );
    expect(acme?.strategiesByPair["COP/USDC"]).toMatchObject({ strategy: "BEST_PRICE", spreadBps: 85 });
    expect(acme?.availableProducts).toMatchObject({ ONRAMP: true, PAYOUTS: true, SAVINGS: false });
    expect(acme?.deletedAt).toBeNull();
  });

  it("accepts page and limit: page 2 is empty", async () => {
    const res = await t.api("GET", "/api/v2/customers?page=2&limit=100", { token });
    expect(customerListResponseSchema.parse(res.body)).toEqual({ customers: [], totalPage: 1 });
    expect((await t.api("GET", "/api/v2/customers?limit=0", { token })).status).toBe(400);
  });

  it("answers 404 for another customer's id", async () => {
    const res = await t.api("GET", `/api/v2/customers/${OTRA}`, { token });
    expect(res.status).toBe(404);
    expect(otherErrorSchema.parse(res.body).errorCode).toBe("CUSTOMER.1404");
    const other = await t.login(OPERATORS.other);
    expect((await t.api("GET", `/api/v2/customers/${OTRA}`, { token: other })).status).toBe(200);
  });
});

describe("PATCH /api/v2/customers/{id}", () => {
  it("replaces the given fields and answers the Customer record", async () => {
    const before = await read();
    const res = await patch(ACME, validCustomerUpdate);
    expect(res.status).toBe(200);
    const after = customerSchema.parse(res.body);
    expect(after).toMatchObject(validCustomerUpdate);
    expect(after.active).toBe(before.active);
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await read()).toEqual(after);
  });

  it("refuses pricing outside the sandbox's structure (lib/contract/pricing.ts), naming where", async () => {
    const cases = [
      [{ strategiesByPair: { BADPAIR: { provider: 1 } } }, "strategiesByPair.BADPAIR"],
      [
        {
          strategiesByPair: { "COP/USDC": { ...validCustomerUpdate.strategiesByPair["COP/USDC"], spreadBps: 99_999 } },
        },
        "strategiesByPair.COP/USDC.spreadBps",
      ],
      [
        {
          strategiesByPair: { "COP/USDC": { ...validCustomerUpdate.strategiesByPair["COP/USDC"], maxAmount: "lots" } },
        },
        "strategiesByPair.COP/USDC.maxAmount",
      ],
      [
        {
          strategiesByPair: {
            "COP/USDC": { ...validCustomerUpdate.strategiesByPair["COP/USDC"], minAmount: 5, maxAmount: 1 },
          },
        },
        "strategiesByPair.COP/USDC.maxAmount",
      ],
      [
        {
          strategiesByPair: { "COP/USDC": { ...validCustomerUpdate.strategiesByPair["COP/USDC"], provider: "desk-a" } },
        },
        "strategiesByPair.COP/USDC.provider",
      ],
      [{ availableProducts: { ONRAMP: "yes" } }, "availableProducts.ONRAMP"],
      [{ availableProducts: { BETA: true } }, "availableProducts.BETA"],
    ] as const;
    const before = await read();
    for (const [body, key] of cases) {
      const res = await patch(ACME, body);
      expect(res.status, key).toBe(400);
      const keys = badRequestErrorSchema.parse(res.body).arguments.map((a) => a.key.replace(/^body\./, ""));
      expect(keys, key).toContain(key);
    }
    expect(await read()).toEqual(before);
  });

  it("answers the record unchanged for an empty body", async () => {
    const before = await read();
    const res = await patch(ACME, {});
    expect(res.status).toBe(200);
    expect(customerSchema.parse(res.body)).toEqual(before);
  });

  it.each([
    ["strategiesByPair as an array", { strategiesByPair: [1, 2] }, "strategiesByPair"],
    ["availableProducts as a string", { availableProducts: "ONRAMP" }, "availableProducts"],
    ["an empty name", { name: "" }, "name"],
    ["a 201-character name", { name: "n".repeat(201) }, "name"],
    ["a non-boolean active", { active: 1 }, "active"],
    ["an unknown field", { deletedAt: null }, "deletedAt"],
    ["deactivating the caller's own customer", { active: false }, "active"],
  ])("refuses %s with a 400 naming it and changes nothing", async (_label, body, key) => {
    const before = await read();
    const res = await patch(ACME, { name: "Should not stick", ...body });
    expect(res.status).toBe(400);
    const error = badRequestErrorSchema.parse(res.body);
    expect(error.arguments.map((a) => a.key)).toEqual([key]);
    expect(await read()).toEqual(before);
  });

  it("answers 404 for another customer or an unknown id", async () => {
    expect((await patch(OTRA, { name: "Taken over" })).status).toBe(404);
    expect((await patch("nope", { name: "x" })).status).toBe(404);
    const other = await t.login(OPERATORS.other);
    expect(customerSchema.parse((await t.api("GET", `/api/v2/customers/${OTRA}`, { token: other })).body).name).toBe(
      SEED.customers.otra.name,
    );
  });
});

describe("customer permissions", () => {
  it("gives the compliance operator 403 on customers", async () => {
    const compliance = await t.login(OPERATORS.compliance);
    const before = await read();
    for (const res of [
      await t.api("GET", "/api/v2/customers", { token: compliance }),
      await t.api("GET", `/api/v2/customers/${ACME}`, { token: compliance }),
      await patch(ACME, { name: "Compliance was here" }, compliance),
    ]) {
      expect(res.status).toBe(403);
      expect(otherErrorSchema.parse(res.body).statusCode).toBe("403");
    }
    expect(await read()).toEqual(before);
  });
});

describe("OpenAPI document", () => {
  it("documents the pricing structure as a sandbox extension", async () => {
    const res = await t.api("GET", "/api/v2/openapi.json", {});
    const doc = res.body as {
      paths: Record<
        string,
        {
          patch?: {
            requestBody: {
              content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }>;
            };
          };
        }
      >;
    };
    const body = doc.paths["/api/v2/customers/{id}"]?.patch?.requestBody.content["application/json"]?.schema;
    for (const field of ["strategiesByPair", "availableProducts"]) {
      expect(body?.properties[field]?.["x-sandbox-extension"], field).toBe(true);
      expect(String(body?.properties[field]?.description), field).toMatch(/^Sandbox structure/);
    }
  });
});
