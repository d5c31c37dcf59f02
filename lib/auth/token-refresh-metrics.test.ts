import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import { metrics } from "@/lib/metrics/registry";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

vi.mock("server-only", () => ({}));

/** api_token_refreshes_total by outcome, over a real store and HTTP: one refresh per session, not per caller. */

let api: FakeApiServer;
let store: TestStore;
let refuse = false;

async function refreshes(outcome: string): Promise<number> {
  const { values } = await metrics().tokenRefreshes.get();
  return values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
}

async function sessionExpiringSoon(): Promise<string> {
  const { createSession } = await import("./session-store");
  const tokens = { accessToken: "access-0", refreshToken: "refresh-0", expiresIn: 30_000 };
  const session = await createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    tokens,
    secondFactor: "none",
  });
  return session.id;
}

beforeAll(async () => {
  api = await startFakeApi((req, res) => {
    if (req.path !== "/api/v2/auth/refresh") return json(res, 404, {});
    if (refuse) return json(res, 401, { errorCode: "AUTH.1007", message: ["spent"], statusCode: "401" });
    json(res, 200, { accessToken: "access-1", refreshToken: "refresh-1", expiresIn: 3_600_000 });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_TIMEOUT_MS = "2000";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
  await api.close();
  delete process.env.API_BASE_URL;
  delete process.env.API_TIMEOUT_MS;
  resetEnvForTests();
});

describe(`token refresh metrics (${testStoreKind()})`, () => {
  it("counts a refresh once for parallel callers, and a refused refresh token as refused", async () => {
    const { getAccessToken } = await import("./token-refresh");
    const success = await refreshes("success");
    const shared = await sessionExpiringSoon();
    await Promise.all(Array.from({ length: 5 }, () => getAccessToken(shared)));
    expect(await refreshes("success")).toBe(success + 1);

    refuse = true;
    const refused = await refreshes("refused");
    const id = await sessionExpiringSoon();
    // The access token still has 30 s: the caller gets it, though the session's refresh was refused.
    await getAccessToken(id).catch(() => undefined);
    expect(await refreshes("refused")).toBe(refused + 1);
  });
});
