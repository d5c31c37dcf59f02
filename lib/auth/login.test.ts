import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import { resetCapabilitiesForTests } from "@/lib/transport/capabilities";
import { closedPort, type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";
import type { LoginErrorCode } from "./errors";
import { displayNameFromEmail, LoginError, loginWithApi } from "./login";

vi.mock("server-only", () => ({}));

let api: FakeApiServer;
let store: TestStore;
const good = { email: "Ops@Example.com", password: "sandbox-password" };

function useApi(url: string) {
  process.env.API_BASE_URL = url;
  process.env.API_TIMEOUT_MS = "1000";
  resetEnvForTests();
}

async function codeOf(credentials: Record<string, unknown>): Promise<LoginErrorCode | undefined> {
  try {
    await loginWithApi(credentials);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(LoginError);
    return (error as LoginError).code;
  }
}

beforeAll(async () => {
  api = await startFakeApi(() => {});
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
}, 120_000);
afterAll(async () => {
  setStoreForTests(undefined);
  await store.dispose();
  await api.close();
});
beforeEach(() => {
  useApi(api.url);
  // Each test's fake API offers a different set: nothing learned from one carries to the next.
  resetCapabilitiesForTests();
});

/** A JWT-shaped token carrying these claims (the dashboard reads claims, it does not verify them: the API does). */
const jwtWith = (claims: Record<string, unknown>) =>
  `${[{ alg: "HS256", typ: "JWT" }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString("base64url")).join(".")}.c2ln`;

/** Login answers with this token; GET /backoffice/me answers with `me` (or 404, as an API without it). */
function loginAnswers(accessToken: string, me?: Record<string, unknown>) {
  api.setHandler((r, res) => {
    if (r.path.startsWith("/api/v2/backoffice/me")) {
      if (me) json(res, 200, me);
      else json(res, 404, { errorCode: "NOT_FOUND.404", message: ["Not found"], statusCode: "404" });
      return;
    }
    json(res, 200, { accessToken, refreshToken: "rt_1", expiresIn: 3_600_000 });
  });
}

async function storedCustomer(sessionId: string) {
  const { loadSession } = await import("./session-store");
  return (await loadSession(sessionId))?.customerId;
}

describe("the operator's customer, learned at sign-in", () => {
  it("comes from GET /backoffice/me where the API offers it, with the operator's own token", async () => {
    loginAnswers("opaque-token", { customer: { id: "cus-acme", name: "Acme Remesas" }, permissions: ["audit:read"] });
    const user = await loginWithApi(good);
    expect(await storedCustomer(user.id)).toBe("cus-acme");
    const me = api.requests.find((r) => r.path.startsWith("/api/v2/backoffice/me"));
    expect(me?.headers.authorization).toBe("Bearer opaque-token");
  });

  it("falls back to the access token's customer claim when the API has no /backoffice/me", async () => {
    loginAnswers(jwtWith({ sub: "op-1", cid: "cus-otra" }));
    expect(await storedCustomer((await loginWithApi(good)).id)).toBe("cus-otra");
    loginAnswers(jwtWith({ sub: "op-1", customerId: "cus-named" }));
    expect(await storedCustomer((await loginWithApi(good)).id)).toBe("cus-named");
  });

  it("does not ask for /backoffice/me where the API's OpenAPI document does not list it", async () => {
    const token = jwtWith({ sub: "op-1", cid: "cus-spec" });
    const earlier = api.requests.length;
    api.setHandler((r, res) => {
      if (r.path === "/api/v2/openapi.json") {
        json(res, 200, { openapi: "3.1.0", paths: { "/api/v2/auth/login": { post: {} } } });
        return;
      }
      json(res, 200, { accessToken: token, refreshToken: "rt_1", expiresIn: 3_600_000 });
    });
    expect(await storedCustomer((await loginWithApi(good)).id)).toBe("cus-spec");
    const made = api.requests.slice(earlier);
    expect(made.some((r) => r.path.startsWith("/api/v2/backoffice/me"))).toBe(false);
    expect(made.some((r) => r.path === "/api/v2/openapi.json")).toBe(true);
  });

  it("refuses to sign in an operator whose customer cannot be known", async () => {
    loginAnswers(jwtWith({ sub: "op-1" }));
    expect(await codeOf(good)).toBe("customer_unknown");
    loginAnswers("not-a-jwt");
    expect(await codeOf(good)).toBe("customer_unknown");
  });
});

describe("authorize: credentials → API login", () => {
  it("stores the tokens server-side and returns only id, email and name", async () => {
    loginAnswers("eyJ.a.b", { customer: { id: "cus-acme" }, permissions: [] });
    const user = await loginWithApi(good);
    expect(Object.keys(user).sort()).toEqual(["absoluteExpiresAt", "email", "id", "name"]);
    expect(user).toMatchObject({ email: "ops@example.com", name: "Ops" });
    expect(user.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(user)).not.toMatch(/eyJ|rt_1/);
    expect(user.absoluteExpiresAt - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    const login = api.requests.filter((r) => r.path === "/api/v2/auth/login").at(-1);
    expect(JSON.parse(login?.body ?? "{}")).toEqual(good);
  });

  it("maps the API's answers to the login page's codes", async () => {
    api.setHandler((_r, res) => json(res, 401, { errorCode: "AUTH.1001", message: ["Invalid"], statusCode: "401" }));
    expect(await codeOf(good)).toBe("invalid_credentials");
    api.setHandler((_r, res) => json(res, 401, { errorCode: "AUTH.1008", message: ["Locked"], statusCode: "401" }));
    expect(await codeOf(good)).toBe("locked");
    api.setHandler((_r, res) => json(res, 401, { errorCode: "AUTH.1009", message: ["Blocked"], statusCode: "401" }));
    expect(await codeOf(good)).toBe("rate_limited");
    api.setHandler((_r, res) =>
      json(res, 400, { errorCode: "AUTH.1001", arguments: [], message: ["email"], statusCode: "400" }),
    );
    expect(await codeOf(good)).toBe("invalid_email");
    api.setHandler((_r, res) => json(res, 500, { statusCode: "500", message: ["boom"] }));
    expect(await codeOf(good)).toBe("api_error");
  });

  it("says the API cannot be reached when nothing listens", async () => {
    useApi(`http://127.0.0.1:${await closedPort()}`);
    expect(await codeOf(good)).toBe("api_unreachable");
  });

  it("refuses a malformed email before calling the API", async () => {
    const before = api.requests.length;
    expect(await codeOf({ email: "ops.example.com", password: "x" })).toBe("invalid_email");
    expect(await codeOf({ email: "ops@example.com", password: "" })).toBe("invalid_credentials");
    expect(api.requests.length).toBe(before);
  });

  it("derives a display name from the email", () => {
    expect(displayNameFromEmail("ops@example.com")).toBe("Ops");
    expect(displayNameFromEmail("maria.lopez@x.co")).toBe("Maria Lopez");
  });
});
