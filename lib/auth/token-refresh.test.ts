import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { operatorSessions } from "@/lib/db/schema";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";
import { UnauthorizedError } from "./errors";

vi.mock("server-only", () => ({}));

let api: FakeApiServer;
let store: TestStore;
let refreshes = 0;
let rotation = 0;

/** The fake API: refresh answers slowly (so callers pile up) with a new pair each time. */
function refreshingApi(options: { refreshStatus?: number } = {}) {
  api.setHandler(async (req, res) => {
    if (req.path === "/api/v2/auth/refresh") {
      refreshes++;
      await new Promise((r) => setTimeout(r, 150));
      if (options.refreshStatus) {
        json(res, options.refreshStatus, { errorCode: "AUTH.1007", message: ["spent"], statusCode: "401" });
        return;
      }
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
  const { createSession } = await import("./session-store");
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

describe(`single-flight refresh (${testStoreKind()})`, () => {
  it("ten parallel callers with a token inside the last minute cause one refresh", async () => {
    const { getAccessToken } = await import("./token-refresh");
    const id = await newSession(30_000);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => getAccessToken(id)));
    expect(refreshes).toBe(1);
    expect(new Set(tokens)).toEqual(new Set([`access-${rotation}`]));
    // The rotated pair is what the next request uses, with no further refresh.
    expect(await getAccessToken(id)).toBe(`access-${rotation}`);
    expect(refreshes).toBe(1);
    const sent = api.requests.filter((r) => r.path === "/api/v2/auth/refresh").at(-1);
    expect(JSON.parse(sent?.body ?? "{}")).toEqual({ refreshToken: "refresh-0" });
  });

  it("stores the tokens sealed, never in plaintext", async () => {
    const id = await newSession(3_600_000);
    const [row] = await store.db.select().from(operatorSessions).where(eq(operatorSessions.id, id));
    expect(row?.accessTokenEnc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain("access-0");
    expect(JSON.stringify(row)).not.toContain("refresh-0");
  });

  it("a fresh token is used as it is", async () => {
    const { getAccessToken } = await import("./token-refresh");
    const id = await newSession(3_600_000);
    expect(await getAccessToken(id)).toBe("access-0");
    expect(refreshes).toBe(0);
  });

  it("a refused refresh revokes the session and erases its tokens", async () => {
    refreshingApi({ refreshStatus: 401 });
    const { getAccessToken } = await import("./token-refresh");
    const id = await newSession(1_000);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => getAccessToken(id)));
    expect(refreshes).toBe(1);
    for (const r of results) expect(r.status === "rejected" && r.reason instanceof UnauthorizedError).toBe(true);
    const [row] = await store.db.select().from(operatorSessions).where(eq(operatorSessions.id, id));
    expect(row).toMatchObject({ revoked: true, accessTokenEnc: null, refreshTokenEnc: null });
    await expect(getAccessToken(id)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("API down during refresh: a token not yet expired keeps working", async () => {
    api.setHandler((_req, res) => {
      res.destroy();
    });
    const { getAccessToken } = await import("./token-refresh");
    const id = await newSession(20_000);
    expect(await getAccessToken(id)).toBe("access-0");
  });
});

// Two instances share one Postgres: the row lock, not the in-process map, keeps it to one refresh.
if (testStoreKind() === "postgres") {
  describe("single-flight refresh across two instances (postgres)", () => {
    it("ten parallel refreshes split over two pools cause one POST /auth/refresh", async () => {
      const { openStore } = await import("@/lib/db/client");
      const { refreshSession } = await import("./token-refresh");
      const other = await openStore({ databaseUrl: store.databaseUrl, dataDir: "" });
      try {
        const id = await newSession(30_000);
        const stores = [Promise.resolve(store), Promise.resolve(other)];
        const tokens = await Promise.all(
          Array.from({ length: 10 }, (_, i) => refreshSession(id, undefined, stores[i % 2])),
        );
        expect(refreshes).toBe(1);
        expect(new Set(tokens).size).toBe(1);
      } finally {
        await other.close();
      }
    });
  });
}
