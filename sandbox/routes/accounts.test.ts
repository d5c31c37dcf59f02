import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  type Account,
  accountListResponseSchema,
  accountSchema,
  badRequestErrorSchema,
  otherErrorSchema,
  pseDataSchema,
} from "@/lib/contract";
import { queryRows } from "../events/sql";
import { validPseData } from "../property/valid-bodies";
import { isBankOf } from "../queries/banks";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";
import { subscribeCustomer } from "../test/webhook-subscription";

let t: TestApp;
let token: string;
let all: Account[];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(OPERATORS.ops);
  const res = await t.api("GET", "/api/v2/accounts?limit=100", { token });
  all = accountListResponseSchema.parse(res.body).accounts;
});
afterAll(() => t.close());

const list = async (query: string) =>
  accountListResponseSchema.parse((await t.api("GET", `/api/v2/accounts?${query}`, { token })).body);
const patch = (id: string, body: unknown, as = token) => t.api("PATCH", `/api/v2/accounts/${id}`, { token: as, body });
const read = async (id: string) => accountSchema.parse((await t.api("GET", `/api/v2/accounts/${id}`, { token })).body);
const firstOf = (type: string) => {
  const account = all.find((a) => a.type === type);
  if (!account) throw new Error(`no seeded ${type} account`);
  return account;
};

describe("GET /api/v2/accounts", () => {
  it("holds seeded accounts of every type and status, each with a complianceUrl", () => {
    expect(new Set(all.map((a) => a.type))).toEqual(new Set(ACCOUNT_TYPES));
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(ACCOUNT_STATUSES));
    for (const a of all) expect(a.complianceUrl).toMatch(/^https:\/\//);
  });

  it("seeds PSE data the edit form can load as it is: valid PSE fields and a known Colombian bank", () => {
    const pse = all.filter((a) => a.type === "PSE");
    expect(pse.length).toBeGreaterThan(0);
    for (const account of pse) {
      const data = pseDataSchema.parse(account.data);
      expect(isBankOf("CO", data.bankCode)).toBe(true);
    }
  });

  it("puts PENDING first, then newest", () => {
    const pendingFlags = all.map((a) => a.status === "PENDING");
    expect(pendingFlags).toEqual([...pendingFlags].sort((x, y) => Number(y) - Number(x)));
    const groups = [all.filter((a) => a.status === "PENDING"), all.filter((a) => a.status !== "PENDING")];
    for (const group of groups) {
      const times = group.map((a) => Date.parse(a.createdAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));
    }
  });

  it("filters by status, type and userId together, with totalPage", async () => {
    const sample = firstOf("PSE");
    const byStatus = await list("status=REJECTED&limit=100");
    expect(byStatus.accounts.length).toBeGreaterThan(0);
    expect(byStatus.accounts.every((a) => a.status === "REJECTED")).toBe(true);
    const combined = await list(`type=PSE&userId=${sample.userId}&limit=100`);
    expect(combined.accounts.map((a) => a.id)).toContain(sample.id);
    expect(combined.accounts.every((a) => a.type === "PSE" && a.userId === sample.userId)).toBe(true);
    const paged = await list("limit=7&page=2");
    expect(paged.accounts).toHaveLength(7);
    expect(paged.totalPage).toBe(Math.ceil(all.length / 7));
    expect(paged.accounts.map((a) => a.id)).toEqual(all.slice(7, 14).map((a) => a.id));
  });

  it.each([
    ["status=FROZEN", "status"],
    ["type=CBU", "type"],
    ["limit=0", "limit"],
    ["page=0", "page"],
  ])("refuses %s with a 400 naming it", async (query, key) => {
    const res = await t.api("GET", `/api/v2/accounts?${query}`, { token });
    expect(badRequestErrorSchema.parse(res.body).arguments.map((a) => a.key)).toEqual([key]);
  });

  it("shows another customer's operator none of these accounts", async () => {
    const other = await t.login(OPERATORS.other);
    const theirs = accountListResponseSchema.parse(
      (await t.api("GET", "/api/v2/accounts?limit=100", { token: other })).body,
    );
    const ours = new Set(all.map((a) => a.id));
    expect(theirs.accounts.some((a) => ours.has(a.id))).toBe(false);
    const sample = firstOf("PSE");
    expect((await t.api("GET", `/api/v2/accounts/${sample.id}`, { token: other })).status).toBe(404);
    expect((await patch(sample.id, { type: "PSE", data: validPseData }, other)).status).toBe(404);
  });
});

describe("GET /api/v2/accounts/{id}", () => {
  it("answers the Account record, or 404", async () => {
    const sample = firstOf("SPEI");
    expect(await read(sample.id)).toEqual(sample);
    const res = await t.api("GET", "/api/v2/accounts/nope", { token });
    expect(res.status).toBe(404);
    expect(otherErrorSchema.parse(res.body).errorCode).toBe("ACCOUNT.1404");
  });
});

async function deliveries() {
  return queryRows<{ event: string; action: string; data: Account }>(
    t.db,
    sql`SELECT event, action, data FROM webhook_deliveries ORDER BY seq`,
  );
}

describe("PATCH /api/v2/accounts/{id}", () => {
  beforeAll(async () => {
    await subscribeCustomer(t, ["ACCOUNT"]);
  });

  it("replaces PSE data, keeps the status, answers the record and emits ACCOUNT UPDATE", async () => {
    const target = firstOf("PSE");
    const before = await deliveries();
    const res = await patch(target.id, { type: "PSE", data: validPseData });
    expect(res.status).toBe(200);
    const updated = accountSchema.parse(res.body);
    expect(updated).toMatchObject({ id: target.id, status: target.status, data: validPseData });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(target.updatedAt));
    expect(await read(target.id)).toEqual(updated);
    const after = await deliveries();
    expect(after.slice(before.length)).toEqual([{ event: "ACCOUNT", action: "UPDATE", data: updated }]);
    expect(after.at(-1)?.data.complianceUrl).toBe(target.complianceUrl);
  });

  it("accepts a company holder and the INE and IFE documents with their fields", async () => {
    const target = firstOf("PSE");
    const company = {
      ...validPseData,
      firstName: undefined,
      lastName: undefined,
      companyName: "Tostadora del Valle SAS",
      document: { type: "NIT", number: "900123456", issuedCountryCode: "CO" },
    };
    const ine = {
      type: "INE",
      number: "ABC123",
      issuedCountryCode: "MX",
      cic: "123456789",
      identificadorCiudadano: "987654321",
    };
    const ife = { type: "IFE", number: "XYZ789", issuedCountryCode: "MX", ocr: "1234567890123", numeroEmision: "02" };
    for (const data of [company, { ...validPseData, document: ine }, { ...validPseData, document: ife }]) {
      const res = await patch(target.id, { type: "PSE", data });
      expect(res.status).toBe(200);
    }
  });

  it("accepts any data object for types other than PSE", async () => {
    const target = firstOf("WALLET");
    const data = { currency: "USDT", network: "TRON", address: "TXYZ1234567890", memo: null };
    const res = await patch(target.id, { type: "WALLET", data });
    expect(accountSchema.parse(res.body).data).toEqual(data);
  });

  it.each([
    [
      "an INE document without cic and identificadorCiudadano",
      { document: { type: "INE", number: "A1", issuedCountryCode: "MX" } },
      ["data.document.cic", "data.document.identificadorCiudadano"],
    ],
    [
      "an IFE document without ocr",
      { document: { type: "IFE", number: "A1", issuedCountryCode: "MX", numeroEmision: "01" } },
      ["data.document.ocr"],
    ],
    ["a person without a last name", { lastName: "" }, ["data.lastName"]],
    ["neither a first name nor a company name", { firstName: undefined }, ["data.firstName", "data.companyName"]],
    ["an account type other than savings or checking", { type: "credit" }, ["data.type"]],
    ["an account number with letters", { accountNumber: "12AB34" }, ["data.accountNumber"]],
    ["an unknown Colombian bank code", { bankCode: "9999" }, ["data.bankCode"]],
    ["a Mexican bank code", { bankCode: "012" }, ["data.bankCode"]],
    ["a country other than CO", { countryCode: "MX" }, ["data.countryCode"]],
    ["a malformed email", { email: "ana@" }, ["data.email"]],
    ["a phone without the international prefix", { phone: "3001234567" }, ["data.phone"]],
  ])("refuses PSE data with %s, naming the fields, changing nothing", async (_label, change, keys) => {
    const target = firstOf("PSE");
    const before = await read(target.id);
    const sent = await deliveries();
    const res = await patch(target.id, { type: "PSE", data: { ...validPseData, ...change } });
    expect(res.status).toBe(400);
    const body = badRequestErrorSchema.parse(res.body);
    expect(body.errorCode).toBe("ACCOUNT.1001");
    expect(body.arguments.map((a) => a.key).sort()).toEqual([...keys].sort());
    expect(await read(target.id)).toEqual(before);
    expect(await deliveries()).toHaveLength(sent.length);
  });

  it.each([
    ["no type", { data: validPseData }],
    ["an unknown type", { type: "CBU", data: {} }],
    ["data as a string", { type: "ACH", data: "x" }],
    ["an unknown field", { type: "PSE", data: validPseData, status: "ACTIVE" }],
  ])("refuses a body with %s", async (_label, body) => {
    const res = await patch(firstOf("ACH").id, body);
    expect(res.status).toBe(400);
    badRequestErrorSchema.parse(res.body);
  });

  it("answers 404 for an unknown account", async () => {
    const res = await patch("nope", { type: "PSE", data: validPseData });
    expect(res.status).toBe(404);
    otherErrorSchema.parse(res.body);
  });
});

describe("account permissions", () => {
  it("lets the compliance operator read and edit accounts", async () => {
    const compliance = await t.login(OPERATORS.compliance);
    const target = firstOf("PSE");
    expect((await t.api("GET", "/api/v2/accounts?status=PENDING", { token: compliance })).status).toBe(200);
    expect((await t.api("GET", `/api/v2/accounts/${target.id}`, { token: compliance })).status).toBe(200);
    const res = await patch(
      target.id,
      { type: "PSE", data: { ...validPseData, accountNumber: "5550001111" } },
      compliance,
    );
    expect(res.status).toBe(200);
    expect(accountSchema.parse(res.body).data.accountNumber).toBe("5550001111");
  });

  it("answers 401 without a token", async () => {
    expect((await t.api("GET", "/api/v2/accounts")).status).toBe(401);
  });
});
