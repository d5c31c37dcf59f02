import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { UnauthorizedError } from "@/lib/auth/errors";
import { setStoreForTests } from "@/lib/db";
import { operatorSessions } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

vi.mock("server-only", () => ({}));

/*
 * The operator's API client (./client.ts apiRequest) on a real store and a fake API over HTTP:
 * a 401 renews the session's token once (lib/auth/token-refresh.ts) and repeats the request.
 */

let api: FakeApiServer;
let store: TestStore;
let refreshes = 0;
let rotation = 0;

/** The fake API: refresh answers slowly (so callers pile up) with a new pair; access-0 is refused. */
function refreshingApi() {
  api.setHandler(async (req, res) => {
    if (req.path === "/api/v2/auth/refresh") {
      refreshes++;
      await new Promise((r) => setTimeout(r, 150));
      rotation++;
      json(res, 200, { accessToken: `access-${rotation}`, refreshToken: `refresh-${rotation}`, expiresIn: 3_600_000 });
      return;
    }
    const token = req.headers.authorization?.replace("Bearer ", "");
    if (token === "access-0") json(res, 401, { errorCode: "AUTH.1004", message: ["expired"], statusCode: "401" });
    else json(res, 200, { payouts: [], totalPage: 0, token });
  });
}

async function newSession(expiresInMs: number) {
  const { createSession } = await import("@/lib/auth/session-store");
  const tokens = { accessToken: "access-0", refreshToken: "refresh-0", expiresIn: expiresInMs };
  return (
    await createSession({ email: "ops@example.com", name: "Ops", customerId: "cus-acme", tokens, secondFactor: "none" })
  ).id;
}

beforeAll(async () => {
  api = await startFakeApi(() => {});
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
});
beforeEach(() => {
  refreshes = 0;
  refreshingApi();
});

describe(`API client retry on 401 (${testStoreKind()})`, () => {
  it("renews once and repeats the request; parallel 401s share one refresh", async () => {
    const { listPayouts } = await import("./payouts");
    const id = await newSession(3_600_000); // looks fresh, but the API refuses access-0
    const pages = await Promise.all(Array.from({ length: 10 }, () => listPayouts({ sessionId: id })));
    expect(refreshes).toBe(1);
    for (const p of pages) expect(p).toMatchObject({ token: `access-${rotation}` });
  });

  it("a second 401 after renewal ends the session", async () => {
    api.setHandler((req, res) => {
      if (req.path === "/api/v2/auth/refresh") {
        refreshes++;
        json(res, 200, { accessToken: "still-bad", refreshToken: "r2", expiresIn: 3_600_000 });
      } else json(res, 401, { errorCode: "AUTH.1003", message: ["invalid"], statusCode: "401" });
    });
    const { listPayouts } = await import("./payouts");
    const id = await newSession(3_600_000);
    await expect(listPayouts({ sessionId: id })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(refreshes).toBe(1);
    const [row] = await store.db.select().from(operatorSessions).where(eq(operatorSessions.id, id));
    expect(row?.revoked).toBe(true);
  });
});
