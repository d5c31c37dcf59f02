import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestErrorSchema, otherErrorSchema, userListResponseSchema, userSchema } from "@/lib/contract";
import { userInput } from "../test/factories";
import { type TestApp, OPERATORS, createTestApp } from "../test/test-app";

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0 } });
  ops = await t.login(OPERATORS.ops);
});
afterAll(() => t.close());

describe("GET /api/v2/users", () => {
  it("pages the customer's users with totalPage", async () => {
    const res = await t.api("GET", "/api/v2/users?limit=4", { token: ops });
    expect(res.status).toBe(200);
    const body = userListResponseSchema.parse(res.body);
    expect(body.users).toHaveLength(4);
    expect(body.totalPage).toBe(Math.ceil(15 / 4));
    const otherToken = await t.login(OPERATORS.other);
    const other = userListResponseSchema.parse(
      (await t.api("GET", "/api/v2/users?limit=100", { token: otherToken })).body,
    );
    expect(other.users).toHaveLength(3);
    expect(other.users.some((u) => body.users.some((a) => a.id === u.id))).toBe(false);
  });

  it("400 for bad page and limit", async () => {
    for (const [query, key] of [
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?page=0", "page"],
      ["?page=x", "page"],
    ] as const) {
      const res = await t.api("GET", `/api/v2/users${query}`, { token: ops });
      expect(res.status, query).toBe(400);
      expect(badRequestErrorSchema.parse(res.body).arguments.map((a) => a.key)).toContain(key);
    }
  });
});

describe("POST /api/v2/users", () => {
  it("creates a PENDING L0 user, idempotent on externalId", async () => {
    const input = userInput();
    const created = await t.api("POST", "/api/v2/users", { token: ops, body: input });
    expect(created.status).toBe(201);
    const user = userSchema.parse(created.body);
    expect(user).toMatchObject({ status: "PENDING", accessLevel: "L0", type: "NATURAL", externalId: input.externalId });
    const again = await t.api("POST", "/api/v2/users", { token: ops, body: input });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);
    const changed = await t.api("POST", "/api/v2/users", { token: ops, body: { ...input, type: "JURIDICAL" } });
    expect(changed.status).toBe(409);
    expect(otherErrorSchema.parse(changed.body).errorCode).toBe("USER.1002");
  });

  it("validates the data, naming nested fields (INE needs cic)", async () => {
    const input = userInput();
    const { cic: _cic, ...document } = input.data.document;
    const res = await t.api("POST", "/api/v2/users", {
      token: ops,
      body: { ...input, data: { ...input.data, document, email: "nope" } },
    });
    expect(res.status).toBe(400);
    const body = badRequestErrorSchema.parse(res.body);
    expect(body.errorCode).toBe("USER.1001");
    expect(body.arguments).toEqual(
      expect.arrayContaining([
        { key: "data.document.cic", value: "" },
        { key: "data.email", value: "nope" },
      ]),
    );
  });
});

describe("POST /api/v2/users: identity rules (lib/contract/identity.ts)", () => {
  it("refuses a future date of birth, a future issue date, a minor and a NUIP with letters, naming the field", async () => {
    const base = userInput();
    const cases = [
      [{ ...base.data, dateOfBirth: "2030-01-01" }, "data.dateOfBirth"],
      [{ ...base.data, dateOfBirth: "2015-01-01" }, "data.dateOfBirth"],
      [
        { ...base.data, document: { ...base.data.document, expeditionDate: "2035-01-01" } },
        "data.document.expeditionDate",
      ],
      [
        { ...base.data, document: { type: "NUIP", number: "10203ABC", issuedCountryCode: "CO" } },
        "data.document.number",
      ],
    ] as const;
    for (const [data, key] of cases) {
      const res = await t.api("POST", "/api/v2/users", { token: ops, body: userInput({ data }) });
      expect(res.status, key).toBe(400);
      expect(badRequestErrorSchema.parse(res.body).arguments.map((a) => a.key.replace(/^body\./, ""))).toContain(key);
    }
  });
});
