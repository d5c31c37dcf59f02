import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestErrorSchema, copRechargeResponseSchema, otherErrorSchema } from "@/lib/contract";
import { copRecharges } from "../db/backoffice-schema";
import { chars, validRecharge } from "../property/valid-bodies";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";

const PATH = "/api/v2/backoffice/ops/recharges/cop";
let t: TestApp;
let token: string;
let orderSeq = 0;
const freshOrder = () => `ORD-${Date.now()}-${++orderSeq}`;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(OPERATORS.ops);
});
afterAll(() => t.close());

const countRecharges = async () => (await t.db.select({ n: count() }).from(copRecharges))[0]?.n;
const post = (body: unknown, as = token) => t.api("POST", PATH, { token: as, body });

/** The 400 names exactly the given argument keys. */
function expectRefusal(res: { status: number; body: unknown }, keys: string[]) {
  expect(res.status).toBe(400);
  const body = badRequestErrorSchema.parse(res.body);
  expect(body.errorCode).toMatch(/^RECHARGE\.\d+$/);
  expect(body.arguments.map((a) => a.key).sort()).toEqual([...keys].sort());
}

describe("POST /api/v2/backoffice/ops/recharges/cop", () => {
  it("answers the COP recharge response with string DATA fields and a checkout page", async () => {
    const order = freshOrder();
    const res = await post({ ...validRecharge, order, amount: 1_250_000 });
    expect(res.status).toBe(200);
    const body = copRechargeResponseSchema.parse(res.body);
    expect(body.CODE).toBe("00");
    expect(body.DATA).toMatchObject({ OrdenID: order, Monto: "1250000", Operacion: "RECARGA_COP" });
    expect(body.DATA.PVordenID).toMatch(/^\d{10}$/);
    const checkout = new URL(body.DATA.checkout);
    const page = await t.app.request(checkout.pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(order);
  });

  it.each([
    ["order at 100 characters", { order: chars(100, "o") }, 200],
    ["description at 250 characters", { description: chars(250, "d") }, 200],
    ["amount 1", { amount: 1 }, 200],
  ])("accepts %s", async (_label, change, status) => {
    const res = await post({ ...validRecharge, order: freshOrder(), ...change });
    expect(res.status).toBe(status);
    copRechargeResponseSchema.parse(res.body);
  });

  it.each([
    ["order at 101 characters", { order: chars(101, "o") }, ["order"]],
    ["an empty order", { order: "   " }, ["order"]],
    ["description at 251 characters", { description: chars(251, "d") }, ["description"]],
    ["an empty description", { description: "" }, ["description"]],
    ["amount 0", { amount: 0 }, ["amount"]],
    ["amount 1.5", { amount: 1.5 }, ["amount"]],
    ["a negative amount", { amount: -5000 }, ["amount"]],
    ["amount as a string", { amount: "150000" }, ["amount"]],
    ["an unknown field", { currency: "COP" }, ["currency"]],
  ])("refuses %s with a 400 naming it", async (_label, change, keys) => {
    const before = await countRecharges();
    expectRefusal(await post({ ...validRecharge, order: freshOrder(), ...change }), keys);
    expect(await countRecharges()).toBe(before);
  });

  it("names every missing field", async () => {
    expectRefusal(await post({}), ["order", "amount", "description"]);
  });

  it("refuses a repeated order with a 400 naming order, and keeps the first recharge", async () => {
    const order = freshOrder();
    const first = copRechargeResponseSchema.parse((await post({ ...validRecharge, order })).body);
    const again = await post({ ...validRecharge, order, amount: 999 });
    expectRefusal(again, ["order"]);
    expect(badRequestErrorSchema.parse(again.body).arguments[0]?.value).toBe(order);
    const found = await t.api("GET", `${PATH}?order=${encodeURIComponent(order)}`, { token });
    expect(found.status).toBe(200);
    expect(copRechargeResponseSchema.parse(found.body)).toEqual(first);
  });

  it("lets exactly one of several simultaneous requests with one order succeed", async () => {
    const order = freshOrder();
    const before = await countRecharges();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post({ ...validRecharge, order })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400)) {
      expect(badRequestErrorSchema.parse(a.body).arguments).toEqual([{ key: "order", value: order }]);
    }
    expect(await countRecharges()).toBe((before ?? 0) + 1);
  });

  it("keeps orders unique per customer, not across customers", async () => {
    const order = freshOrder();
    expect((await post({ ...validRecharge, order })).status).toBe(200);
    const other = await t.login(OPERATORS.other);
    expect((await post({ ...validRecharge, order }, other)).status).toBe(200);
    const lookedUp = await t.api("GET", `${PATH}?order=${encodeURIComponent(order)}`, { token: other });
    expect(copRechargeResponseSchema.parse(lookedUp.body).DATA.OrdenID).toBe(order);
  });
});

describe("GET /api/v2/backoffice/ops/recharges/cop?order=", () => {
  it("answers 404 for an order never used", async () => {
    const res = await t.api("GET", `${PATH}?order=never-used`, { token });
    expect(res.status).toBe(404);
    expect(otherErrorSchema.parse(res.body).statusCode).toBe("404");
  });

  it("requires the order parameter", async () => {
    expect((await t.api("GET", PATH, { token })).status).toBe(400);
  });

  it("answers 404 for an unknown checkout token", async () => {
    expect((await t.app.request(`${PATH}/checkout/nope`)).status).toBe(404);
  });
});

describe("recharge permissions", () => {
  it("gives the compliance operator 403 on creating and reading recharges", async () => {
    const compliance = await t.login(OPERATORS.compliance);
    const order = freshOrder();
    const created = await post({ ...validRecharge, order }, compliance);
    expect(created.status).toBe(403);
    expect(otherErrorSchema.parse(created.body).statusCode).toBe("403");
    expect((await t.api("GET", `${PATH}?order=${order}`, { token: compliance })).status).toBe(403);
    expect((await t.api("GET", `${PATH}?order=${order}`, { token })).status).toBe(404);
  });

  it("answers 401 without a token", async () => {
    expect((await t.api("POST", PATH, { body: validRecharge })).status).toBe(401);
  });
});
