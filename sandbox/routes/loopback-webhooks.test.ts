import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createMemoryLogger } from "../lib/logger";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * The sandbox's one deviation from the specification (receivers use HTTPS): a loopback webhook
 * URL, plain http included, only with SANDBOX_LOOPBACK_WEBHOOKS=on (npm run dev sets it).
 */
const secret = "loopback-test-secret-0123456789abcdef0123";

describe("SANDBOX_LOOPBACK_WEBHOOKS", () => {
  it("is off unless set to on, and refuses anything else", () => {
    const env = (value?: string) => ({ NODE_ENV: "test" as const, SANDBOX_LOOPBACK_WEBHOOKS: value });
    expect(loadConfig(env()).loopbackWebhooks).toBe(false);
    expect(loadConfig(env("off")).loopbackWebhooks).toBe(false);
    expect(loadConfig(env("on")).loopbackWebhooks).toBe(true);
    expect(() => loadConfig(env("yes"))).toThrow(/SANDBOX_LOOPBACK_WEBHOOKS/);
  });

  describe.each([
    [false, 400],
    [true, 201],
  ] as const)("with loopbackWebhooks %s", (loopbackWebhooks, expected) => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp({ config: { logger: createMemoryLogger(), loopbackWebhooks } });
      token = await t.login();
    });
    afterAll(() => t.close());

    it.each([
      "http://127.0.0.1:3000/api/webhooks/receive/k",
      "http://localhost:3000/hooks",
      "https://[::1]:8443/hooks",
    ])("POST /webhooks with %s", async (url) => {
      const res = await t.api("POST", "/api/v2/webhooks", { token, body: { url, secret, events: ["ACCOUNT"] } });
      expect(res.status).toBe(expected);
      if (expected === 400) {
        expect(res.body).toMatchObject({ statusCode: "400", arguments: [{ key: "url", value: url }] });
        expect(JSON.stringify(res.body)).toContain("SANDBOX_LOOPBACK_WEBHOOKS");
      }
    });

    it("PATCH /webhooks/{id} to a loopback url follows the same rule", async () => {
      const created = await t.api("POST", "/api/v2/webhooks", {
        token,
        body: { url: "https://hooks.example.com/in", secret, events: ["ACCOUNT"] },
      });
      expect(created.status).toBe(201);
      const { id } = created.body as { id: string };
      const res = await t.api("PATCH", `/api/v2/webhooks/${id}`, { token, body: { url: "http://127.0.0.1:9/x" } });
      expect(res.status).toBe(expected === 201 ? 200 : 400);
    });
  });
});
