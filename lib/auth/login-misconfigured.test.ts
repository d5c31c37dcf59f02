import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { type FakeApiServer, startFakeApi } from "@/lib/transport/fake-api-server";

vi.mock("server-only", () => ({}));

/**
 * Sign-in against an address where the specification's own route is missing (a wrong
 * API_BASE_URL, a gateway answering 404 with its own page): the operator is told the API is
 * misconfigured, not that it is down or that the password is wrong. Over real HTTP.
 */
let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi((_req, res) => {
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<html><body>404 Not Found</body></html>");
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_EXTENSIONS = "auto";
  resetEnvForTests();
});
afterAll(() => api.close());

describe("a 404 on POST /auth/login", () => {
  it("is the api_misconfigured sign-in error", async () => {
    const { send } = await import("@/lib/transport/transport");
    const { loginErrorCode } = await import("./login");
    const { tokenPairSchema } = await import("@/lib/contract");
    const error = await send({
      method: "POST",
      path: "/api/v2/auth/login",
      body: { email: "ops@example.com", password: "x" },
      schema: tokenPairSchema,
    }).catch((e: unknown) => e);
    expect(loginErrorCode(error)).toBe("api_misconfigured");
  });
});
