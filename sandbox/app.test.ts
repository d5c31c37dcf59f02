import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { internalErrorSchema, otherErrorSchema } from "@/lib/contract";
import { createMemoryLogger } from "./lib/logger";
import { createTestApp, type TestApp } from "./test/test-app";

const logger = createMemoryLogger();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    config: { logger },
    seed: { acmePayouts: 50, otraPayouts: 0, acmeUsers: 0, otraUsers: 0 },
  });
  token = await t.login();
});
afterAll(() => t.close());

describe("app", () => {
  it("health needs no token", async () => {
    expect(await t.api("GET", "/api/v2/health")).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("unknown paths answer the spec's 404 body, with or without a token", async () => {
    for (const call of [{}, { token }]) {
      const res = await t.api("GET", "/api/v2/nope", call);
      expect(res.status).toBe(404);
      expect(otherErrorSchema.parse(res.body)).toMatchObject({ statusCode: "404", errorCode: "REQUEST.1404" });
    }
    expect((await t.api("DELETE", "/api/v2/payouts", { token })).status).toBe(404);
  });

  it("echoes a sane incoming x-request-id and makes one up otherwise", async () => {
    const mine = await t.api("GET", "/api/v2/health", { headers: { "x-request-id": "req-123" } });
    expect(mine.headers.get("x-request-id")).toBe("req-123");
    const made = await t.api("GET", "/api/v2/health", { headers: { "x-request-id": "bad id <script>" } });
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves an OpenAPI 3.1 document, version 2.0.0, with sandbox extensions marked", async () => {
    const res = await t.api("GET", "/api/v2/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("2.0.0");
    expect(doc.paths["/api/v2/payouts"]?.post?.["x-sandbox-extension"]).toBe(true);
    expect(doc.paths["/api/v2/health"]?.get?.["x-sandbox-extension"]).toBe(true);
    // Operations the spec defines are not marked.
    expect(doc.paths["/api/v2/payouts"]?.get?.["x-sandbox-extension"]).toBeUndefined();
    expect(doc.paths["/api/v2/auth/login"]?.post?.["x-sandbox-extension"]).toBeUndefined();
    const params = doc.paths["/api/v2/payouts"]?.get?.parameters as Array<{ name: string }>;
    expect(params.map((p) => p.name).sort()).toEqual(["externalId", "id", "limit", "page", "status"]);
  });

  it("serves an API reference over the document, with its assets from the sandbox itself", async () => {
    const res = await t.app.request("/api/v2/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("/api/v2/openapi.json");
    expect(html).toContain("(sandbox) 2.0.0");
    // Nothing from the internet: every stylesheet and script is the sandbox's own.
    expect(html).not.toMatch(/https?:\/\//i);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      const served = await t.app.request(asset);
      expect(served.status, asset).toBe(200);
      expect((await served.arrayBuffer()).byteLength, asset).toBeGreaterThan(1000);
    }
  });

  it("answers an unknown reference asset with the specification's 404 body", async () => {
    const res = await t.app.request("/api/v2/docs/assets/swagger-ui-dist/package.json");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { statusCode: string }).statusCode).toBe("404");
  });

  it("an unexpected failure gives the 500 body and a log line with the request id", async () => {
    await t.store.rawTransaction((tx) => tx.exec("ALTER TABLE payout_counts RENAME TO payout_counts_off"));
    try {
      const res = await t.api("GET", "/api/v2/payouts", { token, headers: { "x-request-id": "boom-1" } });
      expect(res.status).toBe(500);
      const body = internalErrorSchema.parse(res.body);
      expect(body.statusCode).toBe("500");
      expect(Object.keys(body).sort()).toEqual(["message", "statusCode"]);
      expect(JSON.stringify(body)).not.toContain("payout_counts");
      const entry = logger.entries.find((e) => e.requestId === "boom-1");
      expect(entry).toMatchObject({ level: "error", path: "/api/v2/payouts" });
    } finally {
      await t.store.rawTransaction((tx) => tx.exec("ALTER TABLE payout_counts_off RENAME TO payout_counts"));
    }
    expect((await t.api("GET", "/api/v2/payouts", { token })).status).toBe(200);
  });
});
