import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closedPort, type FakeApiServer, json, startFakeApi } from "@/lib/api/fake-api-server";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
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
beforeEach(() => useApi(api.url));

describe("authorize: credentials → API login", () => {
  it("stores the tokens server-side and returns only id, email and name", async () => {
    api.setHandler((_r, res) => json(res, 200, { accessToken: "eyJ.a.b", refreshToken: "rt_1", expiresIn: 3_600_000 }));
    const user = await loginWithApi(good);
    expect(Object.keys(user).sort()).toEqual(["absoluteExpiresAt", "email", "id", "name"]);
    expect(user).toMatchObject({ email: "ops@example.com", name: "Ops" });
    expect(user.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(user)).not.toMatch(/eyJ|rt_1/);
    expect(user.absoluteExpiresAt - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(JSON.parse(api.requests.at(-1)?.body ?? "{}")).toEqual(good);
  });

  it("maps the API's answers to the login page's codes", async () => {
    api.setHandler((_r, res) => json(res, 401, { errorCode: "AUTH.1001", message: ["Invalid"], statusCode: "401" }));
    expect(await codeOf(good)).toBe("invalid_credentials");
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
