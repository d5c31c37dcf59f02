import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { badRequestErrorSchema, otherErrorSchema, tokenPairSchema } from "@/lib/contract";
import { OUTAGE_ERROR_CODE } from "../lib/outages";
import { SEED } from "../seed/base";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";

const OUTAGE = SEED.operators.otraOutage.email;
const PATH = "/api/v2/faker/outage";
const LIST = "/api/v2/payouts?limit=1";

/** The sandbox's clock, moved instead of waiting for an outage to end. */
let clock = Date.parse("2026-11-01T12:00:00.000Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: { acmePayouts: 2, otraPayouts: 2, acmeUsers: 0, otraUsers: 0 },
    config: { now: () => new Date(clock) },
  });
});
afterAll(() => t.close());

let token: string;
beforeEach(async () => {
  token = await t.login(OUTAGE);
  // Every test starts with no outage running.
  expect((await t.api("DELETE", PATH, { token })).status).toBe(200);
});

const start = (seconds: unknown, as = token) => t.api("POST", PATH, { token: as, body: { seconds } });

describe("POST /api/v2/faker/outage", () => {
  it("answers 503 with the spec's error body to the calling operator only, for every session and the refresh", async () => {
    const other = await t.login(OPERATORS.other);
    const secondSession = await t.loginPair(OUTAGE);
    const started = await start(60);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      startedAt: new Date(clock).toISOString(),
      until: new Date(clock + 60_000).toISOString(),
    });

    const down = await t.api("GET", LIST, { token });
    expect(down.status).toBe(503);
    expect(otherErrorSchema.strict().parse(down.body)).toMatchObject({
      errorCode: OUTAGE_ERROR_CODE,
      statusCode: "503",
    });
    expect(down.headers.get("retry-after")).toBe("60");
    // The operator, not one session: another sign-in of it is down too, its refresh included.
    expect((await t.api("GET", "/api/v2/backoffice/me", { token: secondSession.accessToken })).status).toBe(503);
    const refresh = await t.api("POST", "/api/v2/auth/refresh", { body: { refreshToken: secondSession.refreshToken } });
    expect(refresh.status).toBe(503);

    // Another operator of the same customer, and the other customer's, are served as usual.
    expect((await t.api("GET", LIST, { token: other })).status).toBe(200);
    expect((await t.api("GET", LIST, { token: await t.login(OPERATORS.ops) })).status).toBe(200);
    // Sign-in stays open (so the outage can be ended), and the new session is down as well.
    const again = await t.login(OUTAGE);
    expect((await t.api("GET", LIST, { token: again })).status).toBe(503);

    // Ended early: served again at once, and the refused refresh did not spend its token.
    expect((await t.api("DELETE", PATH, { token })).body).toEqual({ ended: true });
    expect((await t.api("GET", LIST, { token })).status).toBe(200);
    const renewed = await t.api("POST", "/api/v2/auth/refresh", { body: { refreshToken: secondSession.refreshToken } });
    expect(renewed.status).toBe(200);
    tokenPairSchema.parse(renewed.body);
    expect((await t.api("DELETE", PATH, { token })).body).toEqual({ ended: false });
  });

  it("ends by itself after its seconds", async () => {
    expect((await start(30)).status).toBe(200);
    clock += 29_000;
    const down = await t.api("GET", LIST, { token });
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("1");
    clock += 1_000;
    expect((await t.api("GET", LIST, { token })).status).toBe(200);
    expect((await t.api("DELETE", PATH, { token })).body).toEqual({ ended: false });
  });

  it("takes a new length when started again, and keeps its start while it runs", async () => {
    const began = new Date(clock).toISOString();
    expect((await start(600)).status).toBe(200);
    clock += 2_000;
    const again = await start(5);
    expect(again.body).toEqual({ startedAt: began, until: new Date(clock + 5_000).toISOString() });
    clock += 5_000;
    expect((await t.api("GET", LIST, { token })).status).toBe(200);
    // Once ended, the next one starts afresh.
    expect((await start(5)).body).toMatchObject({ startedAt: new Date(clock).toISOString() });
  });

  it.each([0, 601, 1.5, "10", null])("refuses seconds %j with the spec's 400 body naming seconds", async (seconds) => {
    const res = await start(seconds);
    expect(res.status).toBe(400);
    const body = badRequestErrorSchema.parse(res.body);
    expect(body.errorCode).toBe("FAKER.1001");
    expect(body.arguments.map((a) => a.key)).toEqual(["seconds"]);
    // Nothing started.
    expect((await t.api("GET", LIST, { token })).status).toBe(200);
  });

  it("refuses a body without seconds or with anything else", async () => {
    expect((await t.api("POST", PATH, { token, body: {} })).status).toBe(400);
    const extra = await t.api("POST", PATH, { token, body: { seconds: 10, email: OPERATORS.other } });
    expect(extra.status).toBe(400);
    expect(badRequestErrorSchema.parse(extra.body).arguments.map((a) => a.key)).toEqual(["email"]);
    expect((await t.api("GET", LIST, { token })).status).toBe(200);
  });

  it("needs a token and faker:write", async () => {
    expect((await t.api("POST", PATH, { body: { seconds: 10 } })).status).toBe(401);
    const compliance = await t.login(OPERATORS.compliance);
    expect((await start(10, compliance)).status).toBe(403);
    expect((await t.api("DELETE", PATH, { token: compliance })).status).toBe(403);
    expect((await t.api("GET", LIST, { token: compliance })).status).toBe(200);
  });
});
