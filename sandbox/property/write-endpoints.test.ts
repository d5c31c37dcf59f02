import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  accountSchema,
  badRequestErrorSchema,
  copRechargeResponseSchema,
  customerSchema,
  otherErrorSchema,
  payoutSchema,
  roleSchema,
  userSchema,
} from "@/lib/contract";
import { queryRows } from "../events/sql";
import { SEED } from "../seed/base";
import { extraRoleId } from "../seed/roles";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";
import { randomBody } from "./arbitraries";
import {
  validAccountUpdate,
  validCustomerUpdate,
  validPayout,
  validRecharge,
  validRoleUpdate,
  validUser,
} from "./valid-bodies";

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 60);
let t: TestApp;
let token: string;
let accountId: string;
let permissionIds: string[];

beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 20, otraPayouts: 0, acmeUsers: 4, otraUsers: 1 } });
  token = await t.login(OPERATORS.ops);
  const [account] = await queryRows<{ id: string }>(
    t.db,
    sql`SELECT id FROM accounts WHERE customer_id = ${SEED.customers.acme.id} AND type = 'PSE' ORDER BY id LIMIT 1`,
  );
  if (!account) throw new Error("the seed holds no PSE account");
  accountId = account.id;
  const perms = await queryRows<{ id: string }>(t.db, sql`SELECT id FROM permissions ORDER BY id LIMIT 3`);
  permissionIds = perms.map((p) => p.id);
});
afterAll(() => t.close());

/** The rows a request may change, as one comparable string. */
async function snapshot(queries: SQL[]): Promise<string> {
  const parts = await Promise.all(queries.map((q) => queryRows(t.db, q)));
  return JSON.stringify(parts);
}

interface Endpoint {
  name: string;
  method: string;
  path: () => string;
  valid: () => Record<string, unknown>;
  /** Generators aimed at one endpoint's rules; a function because seeded ids are known only in beforeAll. */
  extra?: () => Array<fc.Arbitrary<unknown>>;
  success: z.ZodType;
  tables: () => SQL[];
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "PUT /backoffice/roles/{id}",
    method: "PUT",
    path: () => `/api/v2/backoffice/roles/${extraRoleId("support")}`,
    valid: () => ({ ...validRoleUpdate, permissionIds }),
    extra: () => [fc.record({ permissionIds: fc.array(fc.oneof(fc.constantFrom(...permissionIds), fc.string())) })],
    success: roleSchema,
    tables: () => [sql`SELECT * FROM roles ORDER BY id`, sql`SELECT * FROM role_permissions ORDER BY 1, 2`],
  },
  {
    name: "PATCH /customers/{id}",
    method: "PATCH",
    path: () => `/api/v2/customers/${SEED.customers.acme.id}`,
    valid: () => validCustomerUpdate,
    extra: () => [
      fc.record({ strategiesByPair: fc.object(), availableProducts: fc.dictionary(fc.string(), fc.boolean()) }),
    ],
    success: customerSchema,
    tables: () => [sql`SELECT * FROM customers ORDER BY id`],
  },
  {
    name: "PATCH /accounts/{id}",
    method: "PATCH",
    path: () => `/api/v2/accounts/${accountId}`,
    valid: () => validAccountUpdate,
    success: accountSchema,
    tables: () => [sql`SELECT * FROM accounts ORDER BY id`, sql`SELECT event_id FROM webhook_deliveries ORDER BY 1`],
  },
  {
    name: "POST /backoffice/ops/recharges/cop",
    method: "POST",
    path: () => "/api/v2/backoffice/ops/recharges/cop",
    valid: () => validRecharge,
    extra: () => [
      fc.record({
        order: fc.string({ maxLength: 110 }),
        amount: fc.oneof(fc.integer({ min: -10, max: 2_000_000_000 }), fc.double(), fc.string()),
        description: fc.string({ maxLength: 260 }),
      }),
    ],
    success: copRechargeResponseSchema,
    tables: () => [sql`SELECT * FROM cop_recharges ORDER BY id`],
  },
  {
    name: "POST /payouts",
    method: "POST",
    path: () => "/api/v2/payouts",
    valid: () => validPayout,
    // Amounts of every size: the store's numeric(24, 6) must never overflow into a 500.
    extra: () => [fc.double().map((amount) => ({ ...validPayout, amount }))],
    success: payoutSchema,
    tables: () => [sql`SELECT * FROM payouts ORDER BY id`, sql`SELECT * FROM payout_counts ORDER BY 1, 2`],
  },
  {
    name: "POST /users",
    method: "POST",
    path: () => "/api/v2/users",
    valid: () => validUser,
    success: userSchema,
    tables: () => [sql`SELECT * FROM users ORDER BY id`],
  },
];

describe.each(ENDPOINTS)("random bodies at $name", (endpoint) => {
  it("always answer a success or a spec error body, never a 500, and a refusal changes nothing", async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(randomBody(endpoint.valid(), ...(endpoint.extra?.() ?? [])), async (body) => {
        const before = await snapshot(endpoint.tables());
        const res = await t.api(endpoint.method, endpoint.path(), { token, body });
        seen.add(res.status);
        if (res.status === 200 || res.status === 201) {
          endpoint.success.parse(res.body);
          return;
        }
        expect([400, 404, 409]).toContain(res.status);
        const schema = res.status === 400 ? badRequestErrorSchema : otherErrorSchema;
        expect(schema.parse(res.body).statusCode).toBe(String(res.status));
        expect(await snapshot(endpoint.tables())).toBe(before);
      }),
      { numRuns: NUM_RUNS },
    );
    // The generators must reach both sides, or the property proves little.
    expect(seen.has(400)).toBe(true);
  }, 120_000);
});
