import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestErrorSchema } from "@/lib/contract";
import { validRecharge } from "../property/valid-bodies";
import { createTestApp, type TestApp } from "../test/test-app";
import { findUnstorable, UNSTORABLE_TEXT_ERROR_CODE } from "./storable-text";

describe("findUnstorable", () => {
  it("finds NUL and unpaired surrogates in values and keys, at their path", () => {
    expect(findUnstorable({ a: [1, { b: "x\u0000" }] })?.path).toEqual(["a", "1", "b"]);
    expect(findUnstorable({ "k\ud800": 1 })?.path).toEqual(["k\ud800"]);
    expect(findUnstorable(["\udc00"])?.path).toEqual(["0"]);
    expect(findUnstorable("\u0000")?.path).toEqual([]);
  });

  it("accepts paired surrogates (emoji) and other control characters", () => {
    expect(findUnstorable({ name: "Café 😀", note: "tab\tline\n", n: null, list: [true, 2] })).toBeUndefined();
  });
});

describe("refuseUnstorableText", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 1, otraUsers: 1 } });
    token = await t.login();
  });
  afterAll(() => t.close());

  const expectRefused = (res: { status: number; body: unknown }, key: string) => {
    expect(res.status).toBe(400);
    const body = badRequestErrorSchema.parse(res.body);
    expect(body.errorCode).toBe(UNSTORABLE_TEXT_ERROR_CODE);
    expect(body.arguments[0]?.key).toBe(key);
  };

  it("refuses NUL in a body, a query value and a path as 400 instead of failing in Postgres", async () => {
    const path = "/api/v2/backoffice/ops/recharges/cop";
    expectRefused(
      await t.api("POST", path, { token, body: { ...validRecharge, description: "a\u0000b" } }),
      "description",
    );
    expectRefused(await t.api("GET", `${path}?order=%00`, { token }), "order");
    expectRefused(await t.api("GET", "/api/v2/accounts/%00", { token }), "path");
  });

  it("refuses a lone surrogate inside a JSON object field", async () => {
    const res = await t.api("PATCH", "/api/v2/customers/x", { token, body: { availableProducts: { "\ud83d": true } } });
    expectRefused(res, "availableProducts.\\ud83d");
  });

  it("leaves malformed JSON to the route's validator", async () => {
    const res = await t.api("POST", "/api/v2/backoffice/ops/recharges/cop", {
      token,
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(badRequestErrorSchema.parse(res.body).errorCode).toBe("REQUEST.1001");
  });
});
