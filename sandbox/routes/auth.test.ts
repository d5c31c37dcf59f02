import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badRequestErrorSchema, otherErrorSchema, tokenPairSchema } from "@/lib/contract";
import { type TestApp, OPERATORS, createTestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("POST /api/v2/auth/login", () => {
  it("returns a token pair with expiresIn 3600000 ms", async () => {
    const res = await t.api("POST", "/api/v2/auth/login", {
      body: { email: OPERATORS.ops, password: "sandbox-password" },
    });
    expect(res.status).toBe(200);
    const pair = tokenPairSchema.parse(res.body);
    expect(pair.expiresIn).toBe(3_600_000);
    expect(pair.accessToken.split(".")).toHaveLength(3);
    expect(pair.refreshToken).not.toBe(pair.accessToken);
  });

  it("refuses a wrong password and an unknown email with 401", async () => {
    for (const body of [
      { email: OPERATORS.ops, password: "wrong-password" },
      { email: "nobody@example.com", password: "sandbox-password" },
    ]) {
      const res = await t.api("POST", "/api/v2/auth/login", { body });
      expect(res.status).toBe(401);
      expect(otherErrorSchema.parse(res.body)).toMatchObject({ errorCode: "AUTH.1001", statusCode: "401" });
    }
  });

  it("answers 400 naming the field for a malformed email or a missing password", async () => {
    const bad = await t.api("POST", "/api/v2/auth/login", { body: { email: "not-an-email", password: "x" } });
    expect(bad.status).toBe(400);
    const body = badRequestErrorSchema.parse(bad.body);
    expect(body.errorCode).toBe("AUTH.1001");
    expect(body.arguments).toContainEqual({ key: "email", value: "not-an-email" });

    const missing = await t.api("POST", "/api/v2/auth/login", { body: { email: OPERATORS.ops } });
    expect(missing.status).toBe(400);
    expect(badRequestErrorSchema.parse(missing.body).arguments.map((a) => a.key)).toEqual(["password"]);
  });
});

describe("bearer authentication", () => {
  it("401 for a missing, malformed or forged token", async () => {
    const missing = await t.api("GET", "/api/v2/payouts");
    expect(missing.status).toBe(401);
    expect(otherErrorSchema.parse(missing.body).errorCode).toBe("AUTH.1002");

    const malformed = await t.api("GET", "/api/v2/payouts", { headers: { authorization: "Basic abc" } });
    expect(malformed.status).toBe(401);
    expect(otherErrorSchema.parse(malformed.body).errorCode).toBe("AUTH.1003");

    const token = await t.login();
    const [h, p] = token.split(".");
    const forged = await t.api("GET", "/api/v2/payouts", { token: `${h}.${p}.c2lnbmF0dXJl` });
    expect(forged.status).toBe(401);
    expect(otherErrorSchema.parse(forged.body).statusCode).toBe("401");
  });

  it("403 when the role lacks the permission, 200 when it has it", async () => {
    const token = await t.login(OPERATORS.compliance);
    const read = await t.api("GET", "/api/v2/payouts", { token });
    expect(read.status).toBe(200);
    const create = await t.api("POST", "/api/v2/payouts", { token, body: {} });
    expect(create.status).toBe(403);
    expect(otherErrorSchema.parse(create.body)).toMatchObject({ errorCode: "AUTH.1403", statusCode: "403" });
    const createUser = await t.api("POST", "/api/v2/users", { token, body: {} });
    expect(createUser.status).toBe(403);
  });

  it("refuses an expired access token", async () => {
    const short = await createTestApp({ seed: { acmePayouts: 0, otraPayouts: 0 }, config: { accessTokenTtlMs: 3000 } });
    try {
      const pair = await short.loginPair(OPERATORS.ops);
      // The token was signed before this instant, so it expires before returnedAt + 3000.
      const returnedAt = Date.now();
      // Generous lifetime: on a busy machine the first request must still land before expiry.
      expect(pair.expiresIn).toBe(3000);
      expect((await short.api("GET", "/api/v2/payouts", { token: pair.accessToken })).status).toBe(200);
      await sleep(returnedAt + 3100 - Date.now());
      const res = await short.api("GET", "/api/v2/payouts", { token: pair.accessToken });
      expect(res.status).toBe(401);
      expect(otherErrorSchema.parse(res.body).errorCode).toBe("AUTH.1004");
    } finally {
      await short.close();
    }
  });
});

describe("POST /api/v2/auth/refresh", () => {
  it("rotates: each refresh token works once and yields a new pair", async () => {
    const first = await t.loginPair(OPERATORS.ops);
    const res = await t.api("POST", "/api/v2/auth/refresh", { body: { refreshToken: first.refreshToken } });
    expect(res.status).toBe(200);
    const second = tokenPairSchema.parse(res.body);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await t.api("GET", "/api/v2/payouts", { token: second.accessToken })).status).toBe(200);
    const third = await t.api("POST", "/api/v2/auth/refresh", { body: { refreshToken: second.refreshToken } });
    expect(third.status).toBe(200);
  });

  it("reuse of a spent refresh token is 401 and revokes the whole family", async () => {
    const first = await t.loginPair(OPERATORS.ops);
    const rotated = tokenPairSchema.parse(
      (await t.api("POST", "/api/v2/auth/refresh", { body: { refreshToken: first.refreshToken } })).body,
    );
    const reuse = await t.api("POST", "/api/v2/auth/refresh", { body: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(otherErrorSchema.parse(reuse.body).errorCode).toBe("AUTH.1007");
    // The family is gone: the newest refresh token and both access tokens no longer work.
    expect((await t.api("POST", "/api/v2/auth/refresh", { body: { refreshToken: rotated.refreshToken } })).status).toBe(
      401,
    );
    const revoked = await t.api("GET", "/api/v2/payouts", { token: rotated.accessToken });
    expect(revoked.status).toBe(401);
    expect(otherErrorSchema.parse(revoked.body).errorCode).toBe("AUTH.1005");
    expect((await t.api("GET", "/api/v2/payouts", { token: first.accessToken })).status).toBe(401);
    // Other sessions of the same operator are untouched.
    expect((await t.api("GET", "/api/v2/payouts", { token: await t.login() })).status).toBe(200);
  });

  it("401 for an unknown refresh token, 400 for a missing one", async () => {
    const unknown = await t.api("POST", "/api/v2/auth/refresh", { body: { refreshToken: "rt_nope" } });
    expect(unknown.status).toBe(401);
    expect(otherErrorSchema.parse(unknown.body).errorCode).toBe("AUTH.1006");
    const missing = await t.api("POST", "/api/v2/auth/refresh", { body: {} });
    expect(missing.status).toBe(400);
    expect(badRequestErrorSchema.parse(missing.body).arguments).toEqual([{ key: "refreshToken", value: "" }]);
  });
});
