import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PAYOUT_STATUSES,
  badRequestErrorSchema,
  otherErrorSchema,
  payoutListResponseSchema,
  payoutSchema,
} from "@/lib/contract";
import { payoutInput } from "../test/factories";
import { type TestApp, OPERATORS, createTestApp } from "../test/test-app";

let t: TestApp;
let ops: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  [ops, other] = await Promise.all([t.login(OPERATORS.ops), t.login(OPERATORS.other)]);
});
afterAll(() => t.close());

const list = async (query: string, token = ops) => {
  const res = await t.api("GET", `/api/v2/payouts${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return payoutListResponseSchema.parse(res.body);
};

const expectBadRequest = async (query: string, key: string) => {
  const res = await t.api("GET", `/api/v2/payouts${query}`, { token: ops });
  expect(res.status).toBe(400);
  const body = badRequestErrorSchema.parse(res.body);
  expect(body.errorCode).toMatch(/^PAYOUT\.\d+$/);
  expect(body.statusCode).toBe("400");
  expect(body.arguments.map((a) => a.key)).toContain(key);
  return body;
};

describe("GET /api/v2/payouts", () => {
  it("defaults to page 1, limit 10, newest first, with spec-valid payouts", async () => {
    const body = await list("");
    expect(body.payouts).toHaveLength(10);
    for (const p of body.payouts) payoutSchema.parse(p);
    expect(body.totalPage).toBe(Math.ceil(120 / 10));
    const times = body.payouts.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("pages without overlap and with totalPage = ceil(matching / limit)", async () => {
    const a = await list("?limit=7&page=1");
    const b = await list("?limit=7&page=2");
    expect(a.totalPage).toBe(Math.ceil(120 / 7));
    const ids = new Set(a.payouts.map((p) => p.id));
    expect(b.payouts.some((p) => ids.has(p.id))).toBe(false);
    const last = await list(`?limit=7&page=${a.totalPage}`);
    expect(last.payouts).toHaveLength(120 - 7 * (a.totalPage - 1));
    expect((await list(`?limit=7&page=${a.totalPage + 1}`)).payouts).toEqual([]);
    expect((await list("?limit=100")).payouts).toHaveLength(100);
    expect((await list("?limit=1")).payouts).toHaveLength(1);
  });

  it("filters by status, and every one of the 39 statuses is accepted", async () => {
    for (const status of PAYOUT_STATUSES) {
      const body = await list(`?status=${status}&limit=100`);
      expect(body.payouts.length, status).toBeGreaterThan(0);
      expect(body.payouts.every((p) => p.status === status)).toBe(true);
      expect(body.totalPage).toBe(1);
    }
  });

  it("filters by id and externalId", async () => {
    const [first] = (await list("?limit=1")).payouts;
    if (!first?.externalId) throw new Error("seeded payout without externalId");
    const byId = await list(`?id=${first.id}`);
    expect(byId).toEqual({ payouts: [first], totalPage: 1 });
    const byExternal = await list(`?externalId=${first.externalId}`);
    expect(byExternal.payouts.map((p) => p.id)).toEqual([first.id]);
    expect(await list("?externalId=NOPE")).toEqual({ payouts: [], totalPage: 0 });
    expect(await list(`?id=${first.id}&status=${first.status === "FAILED" ? "ERROR" : "FAILED"}`)).toEqual({
      payouts: [],
      totalPage: 0,
    });
  });

  it("never shows another customer's payouts (list, id, externalId)", async () => {
    const acme = await list("?limit=100");
    const otra = await list("?limit=100", other);
    expect(otra.payouts.length).toBe(12);
    const acmeIds = new Set(acme.payouts.map((p) => p.id));
    expect(otra.payouts.some((p) => acmeIds.has(p.id))).toBe(false);
    const [target] = acme.payouts;
    if (!target?.externalId) throw new Error("seeded payout without externalId");
    expect(await list(`?id=${target.id}`, other)).toEqual({ payouts: [], totalPage: 0 });
    expect(await list(`?externalId=${target.externalId}`, other)).toEqual({ payouts: [], totalPage: 0 });
  });

  it("answers 400 naming the parameter for each bad value", async () => {
    expect((await expectBadRequest("?limit=0", "limit")).arguments).toContainEqual({ key: "limit", value: "0" });
    await expectBadRequest("?limit=101", "limit");
    expect((await expectBadRequest("?limit=abc", "limit")).arguments).toContainEqual({ key: "limit", value: "abc" });
    await expectBadRequest("?limit=2.5", "limit");
    await expectBadRequest("?page=0", "page");
    await expectBadRequest("?page=-1", "page");
    expect((await expectBadRequest("?status=BOGUS", "status")).arguments).toContainEqual({
      key: "status",
      value: "BOGUS",
    });
    await expectBadRequest("?sort=amount", "sort");
    await expectBadRequest("?limit=1&limit=2", "limit");
  });
});

describe("POST /api/v2/payouts", () => {
  it("creates a CREATED payout (201) that then appears first in the list", async () => {
    const input = payoutInput();
    const res = await t.api("POST", "/api/v2/payouts", { token: ops, body: input });
    expect(res.status).toBe(201);
    const payout = payoutSchema.parse(res.body);
    expect(payout).toMatchObject({ status: "CREATED", amount: input.amount, externalId: input.externalId });
    expect(payout.beneficiary).toEqual(input.beneficiary);
    const [newest] = (await list("?limit=1")).payouts;
    expect(newest?.id).toBe(payout.id);
    expect((await list(`?externalId=${input.externalId}`)).payouts).toEqual([payout]);
  });

  it("is idempotent on externalId: same body gives the original with 200, another body 409", async () => {
    const input = payoutInput();
    const first = await t.api("POST", "/api/v2/payouts", { token: ops, body: input });
    expect(first.status).toBe(201);
    // Same content, keys in another order.
    const reordered = Object.fromEntries(Object.entries(input).reverse());
    const again = await t.api("POST", "/api/v2/payouts", { token: ops, body: reordered });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const changed = await t.api("POST", "/api/v2/payouts", { token: ops, body: { ...input, amount: 1 } });
    expect(changed.status).toBe(409);
    expect(otherErrorSchema.parse(changed.body)).toMatchObject({ errorCode: "PAYOUT.1002", statusCode: "409" });
    expect(changed.body).toMatchObject({ arguments: [{ key: "externalId", value: input.externalId }] });
  });

  it("scopes externalId per customer", async () => {
    const input = payoutInput();
    expect((await t.api("POST", "/api/v2/payouts", { token: ops, body: input })).status).toBe(201);
    expect((await t.api("POST", "/api/v2/payouts", { token: other, body: input })).status).toBe(201);
  });

  it("50 concurrent identical requests create exactly one payout", async () => {
    const input = payoutInput();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.api("POST", "/api/v2/payouts", { token: ops, body: input })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const ids = new Set(results.map((r) => payoutSchema.parse(r.body).id));
    expect(ids.size).toBe(1);
    expect((await list(`?externalId=${input.externalId}`)).totalPage).toBe(1);
  });

  it("keeps totalPage exact after creations (counts maintained by triggers)", async () => {
    const before = await list("?status=CREATED&limit=1");
    await t.api("POST", "/api/v2/payouts", { token: ops, body: payoutInput() });
    expect((await list("?status=CREATED&limit=1")).totalPage).toBe(before.totalPage + 1);
  });

  const post = (body: unknown) => t.api("POST", "/api/v2/payouts", { token: ops, body });
  const keysOf = (body: unknown) => badRequestErrorSchema.parse(body).arguments.map((a) => a.key);

  it("applies the beneficiary name and document rules, naming the field", async () => {
    const base = payoutInput();
    const { firstName: _f, lastName: _l, ...noNames } = base.beneficiary.account as Record<string, unknown>;
    const noName = await post({ ...base, beneficiary: { type: "BANK", account: noNames } });
    expect(noName.status).toBe(400);
    expect(keysOf(noName.body)).toEqual(
      expect.arrayContaining(["beneficiary.account.firstName", "beneficiary.account.lastName"]),
    );

    const company = await post({
      ...base,
      beneficiary: { type: "BANK", account: { ...noNames, companyName: "Café S.A.S." } },
    });
    expect(company.status).toBe(201);

    const ine = await post({
      ...base,
      externalId: undefined,
      beneficiary: {
        type: "BANK",
        account: { ...base.beneficiary.account, document: { type: "INE", number: "ABC123", issuedCountryCode: "MX" } },
      },
    });
    expect(ine.status).toBe(400);
    expect(keysOf(ine.body)).toEqual(
      expect.arrayContaining([
        "beneficiary.account.document.cic",
        "beneficiary.account.document.identificadorCiudadano",
      ]),
    );

    const wallet = await post({
      ...base,
      externalId: undefined,
      currency: "USDC",
      beneficiary: {
        type: "WALLET",
        account: { firstName: "Ana", lastName: "Ruiz", currency: "USDC", network: "MOON" },
      },
    });
    expect(wallet.status).toBe(400);
    expect(keysOf(wallet.body)).toEqual(
      expect.arrayContaining([
        "beneficiary.account.network",
        "beneficiary.account.address",
        "beneficiary.account.document",
      ]),
    );

    const unknownType = await post({ ...base, beneficiary: { type: "CASH", account: {} } });
    expect(unknownType.status).toBe(400);
    expect(keysOf(unknownType.body)).toContain("beneficiary.type");
  });

  it("400, never 500, for wrong types, unknown fields, malformed JSON and wrong content type", async () => {
    const wrongType = await post({ ...payoutInput(), amount: "100" });
    expect(wrongType.status).toBe(400);
    expect(badRequestErrorSchema.parse(wrongType.body).arguments).toContainEqual({ key: "amount", value: "100" });

    const unknown = await post({ ...payoutInput(), surprise: true });
    expect(unknown.status).toBe(400);
    expect(keysOf(unknown.body)).toContain("surprise");

    for (const rawBody of ["{", "[]", "null", '"text"']) {
      const res = await t.api("POST", "/api/v2/payouts", {
        token: ops,
        rawBody,
        headers: { "content-type": "application/json" },
      });
      expect(res.status, rawBody).toBe(400);
      badRequestErrorSchema.parse(res.body);
    }

    const text = await t.api("POST", "/api/v2/payouts", {
      token: ops,
      rawBody: JSON.stringify(payoutInput()),
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(400);
    expect(badRequestErrorSchema.parse(text.body).arguments).toEqual([{ key: "content-type", value: "text/plain" }]);
  });
});
