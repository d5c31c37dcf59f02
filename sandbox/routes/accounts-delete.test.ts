import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, accountListResponseSchema, accountSchema, otherErrorSchema } from "@/lib/contract";
import { queryRows } from "../events/sql";
import { SEED } from "../seed/base";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";
import { subscribeCustomer } from "../test/webhook-subscription";
import { accountEvents, VALID_DATA, writeState } from "./accounts-fixtures";

let t: TestApp;
let token: string;
let seeded: Account[];
beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 2, otraUsers: 1 } });
  token = await t.login();
  await subscribeCustomer(t, ["ACCOUNT"]);
  seeded = accountListResponseSchema.parse((await t.api("GET", "/api/v2/accounts?limit=100", { token })).body).accounts;
});
afterAll(() => t.close());

const remove = (id: string, as = token) => t.api("DELETE", `/api/v2/accounts/${id}`, { token: as });
const listedIds = async (as = token) =>
  accountListResponseSchema
    .parse((await t.api("GET", "/api/v2/accounts?limit=100", { token: as })).body)
    .accounts.map((a) => a.id);
const seededAt = (n: number) => {
  const account = seeded[n];
  if (!account) throw new Error(`the seed holds fewer than ${n + 1} accounts`);
  return account;
};

describe("DELETE /api/v2/accounts/{id} (sandbox extension)", () => {
  it("deletes an account, answers it as it was, and emits one ACCOUNT DELETE carrying it", async () => {
    const target = seededAt(0);
    const res = await remove(target.id);
    expect(res.status).toBe(200);
    expect(accountSchema.parse(res.body)).toEqual(target);
    const events = await accountEvents(t, "DELETE");
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toEqual(target);
    const read = await t.api("GET", `/api/v2/accounts/${target.id}`, { token });
    expect(read.status).toBe(404);
    expect(otherErrorSchema.parse(read.body).errorCode).toBe("ACCOUNT.1404");
    expect(await listedIds()).not.toContain(target.id);
  });

  it("carries the record after its latest change", async () => {
    const target = seededAt(1);
    const patched = await t.api("PATCH", `/api/v2/accounts/${target.id}`, {
      token,
      body: { type: "ACH", data: VALID_DATA.ACH },
    });
    const updated = accountSchema.parse(patched.body);
    expect(accountSchema.parse((await remove(target.id)).body)).toEqual(updated);
    expect((await accountEvents(t, "DELETE")).at(-1)?.data).toEqual(updated);
  });

  it("answers 404 a second time, emitting nothing", async () => {
    const state = await writeState(t);
    const res = await remove(seededAt(0).id);
    expect(res.status).toBe(404);
    expect(otherErrorSchema.parse(res.body).errorCode).toBe("ACCOUNT.1404");
    expect(await writeState(t)).toBe(state);
  });

  it("answers 404 for an unknown id and for another customer's account, which stays", async () => {
    const state = await writeState(t);
    const other = await t.login(OPERATORS.other);
    const target = seededAt(2);
    for (const [id, as] of [
      ["no-such-account", token],
      [target.id, other],
    ] as const) {
      const res = await remove(id, as);
      expect(res.status).toBe(404);
      expect(otherErrorSchema.parse(res.body).errorCode).toBe("ACCOUNT.1404");
    }
    expect(await writeState(t)).toBe(state);
    expect((await t.api("GET", `/api/v2/accounts/${target.id}`, { token })).status).toBe(200);
  });

  it("needs accounts:delete: the compliance role gets 403 and the account stays", async () => {
    const state = await writeState(t);
    const res = await remove(seededAt(3).id, await t.login(OPERATORS.compliance));
    expect(res.status).toBe(403);
    expect(await writeState(t)).toBe(state);
  });

  it("frees the externalId: a new account may take it", async () => {
    const body = { userId: seededAt(4).userId, type: "WIRE", data: VALID_DATA.WIRE, externalId: "reused" };
    const first = accountSchema.parse((await t.api("POST", "/api/v2/accounts", { token, body })).body);
    expect((await remove(first.id)).status).toBe(200);
    const second = await t.api("POST", "/api/v2/accounts", { token, body });
    expect(second.status).toBe(201);
    expect(accountSchema.parse(second.body).id).not.toBe(first.id);
  });
});

describe("DELETE of an account a ramp uses", () => {
  it("is refused with 409 naming the account, deleting nothing and emitting nothing", async () => {
    const [used] = await queryRows<{ account_id: string }>(
      t.db,
      sql`SELECT r.account_id FROM ramps r JOIN accounts a ON a.id = r.account_id
          WHERE r.customer_id = ${SEED.customers.acme.id} LIMIT 1`,
    );
    if (!used) throw new Error("the test seed holds no ramp on an existing account");
    const state = await writeState(t);
    const res = await remove(used.account_id);
    expect(res.status).toBe(409);
    const body = otherErrorSchema.parse(res.body);
    expect(body.errorCode).toBe("ACCOUNT.1409");
    expect(await writeState(t)).toBe(state);
    expect((await t.api("GET", `/api/v2/accounts/${used.account_id}`, { token })).status).toBe(200);
  });
});
