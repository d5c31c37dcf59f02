import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { config, proxy } from "@/proxy";
import { MAX_BODY_BYTES } from "./request-body-guard";

/** proxy.ts in front of server actions and next-auth: bodies Next would answer with a 500, and login redirects. */
const BASE = "http://127.0.0.1:3000";

const action = (body: BodyInit, headers: Record<string, string> = {}) =>
  new NextRequest(`${BASE}/payouts`, {
    method: "POST",
    body,
    headers: {
      origin: BASE,
      host: "127.0.0.1:3000",
      "next-action": "7f00aa",
      "content-type": "text/plain;charset=UTF-8",
      ...headers,
    },
  });

beforeEach(() => resetEnvForTests());

describe("proxy on request bodies", () => {
  it("answers a server action over 1 MB with 413 and a JSON error body", async () => {
    const response = await proxy(action("x", { "content-length": String(2 * MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errorCode: "REQUEST.413",
      message: [expect.any(String)],
      statusCode: "413",
    });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const counted = await proxy(action("a".repeat(MAX_BODY_BYTES + 1)));
    expect(counted.status).toBe(413);
  });

  it("answers a server action nested 5,000 deep with 400", async () => {
    const response = await proxy(action(`${"[".repeat(5_000)}${"]".repeat(5_000)}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: "REQUEST.400", statusCode: "400" });
  });

  it("answers over-deep JSON to next-auth's routes with 400", async () => {
    const request = new NextRequest(`${BASE}/api/auth/callback/credentials`, {
      method: "POST",
      body: `{"email":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
      headers: { "content-type": "application/json" },
    });
    expect((await proxy(request)).status).toBe(400);
  });

  it("lets an ordinary server action through to Next", async () => {
    const response = await proxy(action('[{"id":"po_1"}]'));
    expect(response.status).toBe(307); // anonymous: on to login, as before
    expect(response.headers.get("location")).toContain("/login?callbackUrl=%2Fpayouts");
  });

  it("still answers a cross-origin action with 403 before reading its body", async () => {
    const response = await proxy(action("[]", { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
  });

  it("never puts a path that leaves the origin into callbackUrl", async () => {
    const response = await proxy(new NextRequest(`${BASE}/.//evil.example/x`));
    const location = new URL(response.headers.get("location") ?? "", BASE);
    const callback = location.searchParams.get("callbackUrl") ?? "";
    expect(new URL(callback, BASE).origin).toBe(BASE);
    expect(callback.startsWith("//")).toBe(false);
  });

  it("keeps skipping the webhook receiver, which has its own limit", () => {
    const matches = (path: string) => config.matcher.some((m) => new RegExp(`^${m}$`).test(path));
    expect(matches("/api/webhooks/receive/key-1")).toBe(false);
    expect(matches("/payouts")).toBe(true);
  });
});
