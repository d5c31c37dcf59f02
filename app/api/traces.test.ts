import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { trace } from "@opentelemetry/api";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore } from "@/lib/db/test-store";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { runInRequest } from "@/lib/log/request-context";
import { createLogger, setLoggerForTests } from "@/lib/log/logger";
import { startTracing, type Tracing } from "@/lib/tracing/setup";
import { type FakeApiServer, json, startFakeApi } from "@/lib/transport/fake-api-server";

/**
 * Traces end to end: the tracing set-up instrumentation.ts installs, exporting over OTLP/HTTP to
 * an in-process receiver; one request to a real route handler (GET /api/payouts, a real session
 * in a real store) with the API stand-in behind it. The receiver gets the request's span and the
 * API call's span as its child, and no attribute holds the token, the password or an account
 * number; a log line written inside the request carries its request id and trace id.
 */

vi.mock("server-only", () => ({}));
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === "next-auth.session-token" && request.cookie ? { value: request.cookie } : undefined,
    getAll: () => [],
    has: () => false,
  }),
  headers: async () => new Headers({ host: "127.0.0.1:3000" }),
}));

const ACCESS_TOKEN = "access-token-secret-0123456789";
const PASSWORD = "operator-password-never-traced";
const ACCOUNT_NUMBER = "0012345678";

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

let store: TestStore;
let api: FakeApiServer;
let receiver: Server;
let tracing: Tracing;
const exports: OtlpExport[] = [];
const logLines: Record<string, unknown>[] = [];

const spans = () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const attr = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

async function signIn(): Promise<void> {
  const sessions = await import("@/lib/auth/session-store");
  const { id } = await sessions.createSession({
    email: "ops@example.com",
    name: "Ops",
    customerId: "cus-acme",
    tokens: { accessToken: ACCESS_TOKEN, refreshToken: "refresh-token-secret", expiresIn: 3_600_000 },
    secondFactor: "none",
  });
  request.cookie = await encode({
    token: { sid: id, absExp: Date.now() + 3_600_000, email: "ops@example.com", name: "Ops" },
    secret: getEnv().NEXTAUTH_SECRET,
  });
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      if (req.url === "/v1/traces" && req.headers["content-type"]?.includes("json"))
        exports.push(JSON.parse(body) as OtlpExport);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  tracing = startTracing({ endpoint, serviceName: "ramp-dashboard-test" });

  api = await startFakeApi((req, res) => {
    const bare = req.path.split("?")[0];
    if (bare === "/api/v2/payouts" && req.path.includes("FAILED"))
      return json(res, 503, { errorCode: "DOWN", message: ["down"], statusCode: "503" });
    if (bare === "/api/v2/payouts")
      return json(res, 200, { payouts: [], totalPage: 0, accountNumber: ACCOUNT_NUMBER, password: PASSWORD });
    if (req.path.startsWith("/api/v2/backoffice/me"))
      return json(res, 200, { email: "ops@example.com", customer: { id: "cus-acme" }, permissions: ["payouts:read"] });
    return json(res, 404, { errorCode: "NOT_FOUND", message: ["not here"], statusCode: "404" });
  });
  process.env.API_BASE_URL = api.url;
  process.env.API_TIMEOUT_MS = "2000";
  resetEnvForTests();
  setLoggerForTests(createLogger({ level: "info", destination: { write: (line) => logLines.push(JSON.parse(line)) } }));
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
  await signIn();
}, 180_000);

afterAll(async () => {
  await tracing?.shutdown();
  trace.disable();
  setLoggerForTests(undefined);
  setStoreForTests(undefined);
  await store?.dispose();
  await api?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  delete process.env.API_BASE_URL;
  delete process.env.API_TIMEOUT_MS;
  resetEnvForTests();
});

describe("traces over OTLP/HTTP", () => {
  it("exports one request's span with the API call as its child, and nothing secret", async () => {
    const { GET } = await import("@/app/api/payouts/route");
    const answer = await GET(new NextRequest("http://127.0.0.1:3000/api/payouts"), { params: Promise.resolve({}) });
    expect(answer.status).toBe(200);
    await tracing.forceFlush();

    const all = spans();
    const server = all.find((s) => s.name === "GET /api/payouts");
    expect(server, JSON.stringify(all.map((s) => s.name))).toBeDefined();
    if (!server) return;
    expect(attr(server, "http.route")).toBe("/api/payouts");
    expect(attr(server, "http.response.status_code")).toBe(200);
    const call = all.find((s) => s.name === "API GET /api/v2/payouts" && s.traceId === server.traceId);
    expect(call).toBeDefined();
    expect(call?.parentSpanId).toBe(server.spanId);
    expect(call && attr(call, "url.template")).toBe("/api/v2/payouts");
    expect(call && attr(call, "http.response.status_code")).toBe(200);
    // The store's queries of the same request (the session's read) are spans of the same trace.
    expect(all.some((s) => s.name.startsWith("store ") && s.traceId === server.traceId)).toBe(true);

    const text = JSON.stringify(exports);
    for (const secret of [ACCESS_TOKEN, "refresh-token-secret", PASSWORD, ACCOUNT_NUMBER, "ops@example.com", "Bearer"])
      expect(text).not.toContain(secret);
  });

  it("writes the request id and the trace id in a log line of a traced request", async () => {
    const { GET } = await import("@/app/api/payouts/route");
    logLines.length = 0;
    const answer = await runInRequest({ requestId: "req-traced-1" }, () =>
      GET(new NextRequest("http://127.0.0.1:3000/api/payouts?status=FAILED"), { params: Promise.resolve({}) }),
    );
    expect(answer.status).toBeGreaterThanOrEqual(500);
    await tracing.forceFlush();
    const line = logLines.find((l) => l.msg === "api call failed");
    expect(line).toMatchObject({ requestId: "req-traced-1", traceId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const server = spans().find((s) => s.name === "GET /api/payouts" && s.traceId === line?.traceId);
    expect(server).toBeDefined();
  });
});
