import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_TYPES,
  accountListResponseSchema,
  accountSchema,
  badRequestErrorSchema,
  otherErrorSchema,
} from "@/lib/contract";
import { randomBody } from "../property/arbitraries";
import { firstUserId } from "../test/lookups";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";
import { subscribeCustomer } from "../test/webhook-subscription";
import { accountEvents, VALID_DATA, writeState } from "./accounts-fixtures";
import { accountCreateBodySchema } from "./accounts-rules";

let t: TestApp;
let token: string;
let userId: string;
let otherUserId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 2, otraUsers: 1 } });
  token = await t.login();
  await subscribeCustomer(t, ["ACCOUNT"]);
  userId = await firstUserId(t, token);
  otherUserId = await firstUserId(t, await t.login(OPERATORS.other));
});
afterAll(() => t.close());

const post = (body: unknown, as = token) => t.api("POST", "/api/v2/accounts", { token: as, body });
const without = (data: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));

describe("POST /api/v2/accounts (sandbox extension)", () => {
  it.each(ACCOUNT_TYPES)("opens a PENDING %s account and emits one ACCOUNT CREATE carrying it", async (type) => {
    const before = await accountEvents(t, "CREATE");
    const res = await post({ userId, type, data: VALID_DATA[type], externalId: `create-${type}` });
    expect(res.status).toBe(201);
    const account = accountSchema.parse(res.body);
    expect(account).toMatchObject({
      userId,
      type,
      status: "PENDING",
      data: VALID_DATA[type],
      externalId: `create-${type}`,
    });
    expect(account.complianceUrl).toMatch(/^https:\/\//);
    const events = await accountEvents(t, "CREATE");
    expect(events).toHaveLength(before.length + 1);
    expect(events.at(-1)?.data).toEqual(account);
    expect(accountSchema.parse((await t.api("GET", `/api/v2/accounts/${account.id}`, { token })).body)).toEqual(
      account,
    );
    const listed = accountListResponseSchema.parse(
      (await t.api("GET", `/api/v2/accounts?userId=${userId}&status=PENDING&limit=100`, { token })).body,
    );
    expect(listed.accounts.map((a) => a.id)).toContain(account.id);
  });

  it("without externalId uses the new id as it", async () => {
    const account = accountSchema.parse((await post({ userId, type: "ACH", data: VALID_DATA.ACH })).body);
    expect(account.externalId).toBe(account.id);
  });

  it("is idempotent on externalId: the same body answers the account with 200, another body 409", async () => {
    const body = { userId, type: "PIX", data: VALID_DATA.PIX, externalId: "idem-1" };
    const first = await post(body);
    expect(first.status).toBe(201);
    const state = await writeState(t);
    const again = await post({ ...body, data: { ...VALID_DATA.PIX } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const clash = await post({ ...body, data: { ...VALID_DATA.PIX, pixKey: "other@example.com" } });
    expect(clash.status).toBe(409);
    expect(otherErrorSchema.parse(clash.body).errorCode).toBe("ACCOUNT.1002");
    expect(await writeState(t)).toBe(state);
  });

  it.each([
    ["PSE", "accountNumber"],
    ["SPEI", "clabe"],
    ["ACH", "routingNumber"],
    ["WIRE", "swiftCode"],
    ["WALLET", "address"],
    ["PIX", "pixKey"],
    ["TRANSFIYA", "phone"],
  ] as const)("refuses %s data without %s, naming it, writing nothing", async (type, field) => {
    const state = await writeState(t);
    const res = await post({ userId, type, data: without(VALID_DATA[type], field) });
    expect(res.status).toBe(400);
    const body = badRequestErrorSchema.parse(res.body);
    expect(body.errorCode).toBe("ACCOUNT.1001");
    expect(body.arguments.map((a) => a.key)).toContain(`data.${field}`);
    expect(await writeState(t)).toBe(state);
  });

  it.each([
    ["an unknown Colombian bank", "PSE", { bankCode: "9999" }, "data.bankCode"],
    ["a CLABE of an unknown bank", "SPEI", { clabe: "999180001234567891", bankCode: undefined }, "data.clabe"],
    ["a bankCode other than the CLABE's", "SPEI", { bankCode: "014" }, "data.bankCode"],
    ["a country other than the rail's", "ACH", { countryCode: "MX" }, "data.countryCode"],
    ["an address of another network", "WALLET", { network: "TRON" }, "data.address"],
    ["no holder name", "TRANSFIYA", { firstName: undefined, lastName: undefined }, "data.firstName"],
  ] as const)("refuses %s (%s), writing nothing", async (_label, type, change, key) => {
    const state = await writeState(t);
    const res = await post({ userId, type, data: { ...VALID_DATA[type], ...change } });
    expect(res.status).toBe(400);
    expect(badRequestErrorSchema.parse(res.body).arguments.map((a) => a.key)).toContain(key);
    expect(await writeState(t)).toBe(state);
  });

  it.each([
    ["an unknown type", { userId, type: "CBU", data: VALID_DATA.ACH }],
    ["no type", { userId, data: VALID_DATA.ACH }],
    ["no userId", { type: "ACH", data: VALID_DATA.ACH }],
    ["an unknown field", { userId, type: "ACH", data: VALID_DATA.ACH, status: "ACTIVE" }],
    ["data as a string", { userId, type: "ACH", data: "x" }],
  ])("refuses a body with %s, writing nothing", async (_label, body) => {
    const state = await writeState(t);
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(badRequestErrorSchema.parse(res.body).errorCode).toBe("ACCOUNT.1001");
    expect(await writeState(t)).toBe(state);
  });

  it.each([
    ["another customer's user", () => otherUserId],
    ["an unknown user", () => "no-such-user"],
  ])("refuses %s as userId with a 400 naming userId, writing nothing", async (_label, id) => {
    const state = await writeState(t);
    const res = await post({ userId: id(), type: "ACH", data: VALID_DATA.ACH, externalId: "foreign-owner" });
    expect(res.status).toBe(400);
    const body = badRequestErrorSchema.parse(res.body);
    expect(body.errorCode).toBe("ACCOUNT.1003");
    expect(body.arguments).toEqual([{ key: "userId", value: id() }]);
    expect(await writeState(t)).toBe(state);
  });

  it("needs accounts:create: the compliance role gets 403 and nothing is written", async () => {
    const state = await writeState(t);
    const res = await post({ userId, type: "ACH", data: VALID_DATA.ACH }, await t.login(OPERATORS.compliance));
    expect(res.status).toBe(403);
    expect(await writeState(t)).toBe(state);
  });

  it("answers random bodies with a success or a spec error, never a 500, and a refusal writes nothing", async () => {
    const valid = { userId, type: "SPEI", data: VALID_DATA.SPEI, externalId: "random-bodies" };
    await fc.assert(
      fc.asyncProperty(randomBody(valid), async (body) => {
        const state = await writeState(t);
        const res = await post(body);
        if (res.status === 200 || res.status === 201) return void accountSchema.parse(res.body);
        expect([400, 409]).toContain(res.status);
        expect(await writeState(t)).toBe(state);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 40) },
    );
  });
});

describe("the per-type data shapes", () => {
  it("accept every seeded account's data, so seeded and created accounts look alike", async () => {
    const { accounts } = accountListResponseSchema.parse(
      (await t.api("GET", "/api/v2/accounts?limit=100", { token })).body,
    );
    expect(new Set(accounts.map((a) => a.type))).toEqual(new Set(ACCOUNT_TYPES));
    for (const account of accounts) {
      const body = { userId: account.userId, type: account.type, data: account.data };
      const result = accountCreateBodySchema.safeParse(body);
      expect(result.error?.issues, `${account.type} ${JSON.stringify(account.data)}`).toBeUndefined();
    }
  });
});
