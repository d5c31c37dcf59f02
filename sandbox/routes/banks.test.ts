import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestErrorSchema, bankListResponseSchema } from "@/lib/contract";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 1, otraUsers: 1 } });
  token = await t.login(OPERATORS.compliance);
});
afterAll(() => t.close());

const banks = async (query = "") =>
  bankListResponseSchema.parse((await t.api("GET", `/api/v2/banks?limit=100&${query}`, { token })).body).banks;

describe("GET /api/v2/banks", () => {
  it("lists Colombian banks by ACH code and Mexican banks by CLABE prefix", async () => {
    const co = await banks("countryCode=CO");
    expect(co.every((b) => b.countryCode === "CO" && /^\d{4}$/.test(b.code))).toBe(true);
    expect(co).toEqual(expect.arrayContaining([{ code: "1007", name: "Bancolombia", countryCode: "CO" }]));
    const mx = await banks("countryCode=MX");
    expect(mx.every((b) => b.countryCode === "MX" && /^\d{3}$/.test(b.code))).toBe(true);
    expect(mx).toEqual(expect.arrayContaining([{ code: "012", name: "BBVA México", countryCode: "MX" }]));
    expect(await banks()).toHaveLength(co.length + mx.length);
  });

  it("orders banks by name and keeps codes unique per country", async () => {
    const all = await banks();
    const co = all.filter((b) => b.countryCode === "CO").map((b) => b.name);
    expect(co).toEqual([...co].sort((a, b) => a.localeCompare(b, "es")));
    expect(new Set(all.map((b) => `${b.countryCode}:${b.code}`)).size).toBe(all.length);
  });

  it("pages like every list: page 1 and limit 10 by default", async () => {
    const all = await banks();
    const first = bankListResponseSchema.parse((await t.api("GET", "/api/v2/banks", { token })).body);
    expect(first.banks).toEqual(all.slice(0, 10));
    expect(first.totalPage).toBe(Math.ceil(all.length / 10));
    const third = bankListResponseSchema.parse((await t.api("GET", "/api/v2/banks?limit=5&page=3", { token })).body);
    expect(third.banks).toEqual(all.slice(10, 15));
  });

  it("refuses an unknown query parameter", async () => {
    const res = await t.api("GET", "/api/v2/banks?country=CO", { token });
    expect(badRequestErrorSchema.parse(res.body).arguments.map((a) => a.key)).toEqual(["country"]);
  });

  it("refuses a country it has no banks for", async () => {
    const res = await t.api("GET", "/api/v2/banks?countryCode=BR", { token });
    expect(badRequestErrorSchema.parse(res.body).arguments).toEqual([{ key: "countryCode", value: "BR" }]);
  });

  it("answers 401 without a token", async () => {
    expect((await t.api("GET", "/api/v2/banks")).status).toBe(401);
  });
});
