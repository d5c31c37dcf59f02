import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { payoutListResponseSchema } from "@/lib/contract";
import { resetEnvForTests } from "@/lib/env";
import { ApiError } from "./errors";
import { closedPort, type FakeApiServer, json, startFakeApi } from "./fake-api-server";

vi.mock("server-only", () => ({}));

const anything = z.unknown();
let api: FakeApiServer;
let send: typeof import("./transport").send;

function useApi(url: string, timeoutMs = 2_000) {
  process.env.API_BASE_URL = url;
  process.env.API_TIMEOUT_MS = String(timeoutMs);
  resetEnvForTests();
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  api = await startFakeApi((_req, res) => json(res, 200, {}));
  ({ send } = await import("./transport"));
});
beforeEach(() => useApi(api.url));
afterAll(() => api.close());

describe("transport: error bodies from the spec", () => {
  it("400: errorCode, arguments and messages, kind validation", async () => {
    api.setHandler((_r, res) =>
      json(res, 400, {
        errorCode: "PAYOUT.1002",
        arguments: [{ key: "limit", value: "500" }],
        message: ["limit must be at most 100"],
        statusCode: "400",
      }),
    );
    const e = await failure(send({ method: "GET", path: "/api/v2/payouts", schema: anything, requestId: "req-400" }));
    expect(e).toMatchObject({ status: 400, kind: "validation", errorCode: "PAYOUT.1002", requestId: "req-400" });
    expect(e.arguments).toEqual([{ key: "limit", value: "500" }]);
    expect(e.messages).toEqual(["limit must be at most 100"]);
    expect(e.message).toBe("limit must be at most 100");
  });

  it("500: statusCode and message only, kind server, no error code", async () => {
    api.setHandler((_r, res) => json(res, 500, { statusCode: "500", message: ["Internal server error"] }));
    const e = await failure(send({ method: "GET", path: "/x", schema: anything }));
    expect(e).toMatchObject({ status: 500, kind: "server", errorCode: undefined, messages: ["Internal server error"] });
    expect(e.arguments).toEqual([]);
  });

  it.each([
    [401, "unauthorized", "AUTH.1004"],
    [403, "forbidden", "AUTH.1403"],
    [404, "not_found", "PAYOUT.1404"],
  ] as const)("%i with the other error body → kind %s", async (status, kind, code) => {
    api.setHandler((_r, res) => json(res, status, { errorCode: code, message: ["nope"], statusCode: String(status) }));
    const e = await failure(send({ method: "GET", path: "/x", schema: anything }));
    expect(e).toMatchObject({ status, kind, errorCode: code, messages: ["nope"] });
  });

  it("502 with an HTML page: an ApiError with the status, not a crash", async () => {
    api.setHandler((_r, res) => {
      res.writeHead(502, { "content-type": "text/html" });
      res.end("<html><body>Bad gateway</body></html>");
    });
    const e = await failure(send({ method: "GET", path: "/x", schema: anything }));
    expect(e).toMatchObject({ status: 502, kind: "server", messages: [] });
    expect(e.message).toBe("The API answered with status 502");
  });

  it("a 200 that is not JSON, or not the expected shape, is a server error", async () => {
    api.setHandler((_r, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
    expect(await failure(send({ method: "GET", path: "/x", schema: anything }))).toMatchObject({ kind: "server" });
    api.setHandler((_r, res) => json(res, 200, { payouts: "no" }));
    const e = await failure(send({ method: "GET", path: "/x", schema: payoutListResponseSchema }));
    expect(e).toMatchObject({ status: 200, kind: "server" });
  });
});

describe("transport: no answer", () => {
  it("network failure (nothing listening) → kind network, status 0, no internals in the message", async () => {
    useApi(`http://127.0.0.1:${await closedPort()}`);
    const e = await failure(send({ method: "GET", path: "/x", schema: anything }));
    expect(e).toMatchObject({ status: 0, kind: "network", message: "The API cannot be reached" });
    expect(e.message).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });

  it("timeout → kind timeout", async () => {
    useApi(api.url, 150);
    api.setHandler(() => {}); // never answers
    const started = Date.now();
    const e = await failure(send({ method: "GET", path: "/x", schema: anything }));
    expect(e).toMatchObject({ status: 0, kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("transport: requests", () => {
  it("sends the bearer token, a request id, the query and a JSON body; keeps unknown fields", async () => {
    api.setHandler((_r, res) => json(res, 200, { payouts: [], totalPage: 0, extra: "kept" }));
    const out = await send({
      method: "POST",
      path: "/api/v2/payouts",
      query: { page: 2, status: "COMPLETED", id: undefined, externalId: "" },
      body: { a: 1 },
      schema: payoutListResponseSchema,
      accessToken: "tok-123",
    });
    expect(out).toMatchObject({ payouts: [], totalPage: 0, extra: "kept" });
    const last = api.requests.at(-1);
    expect(last?.path).toBe("/api/v2/payouts?page=2&status=COMPLETED");
    expect(last?.headers.authorization).toBe("Bearer tok-123");
    expect(last?.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(last?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(last?.body ?? "")).toEqual({ a: 1 });
  });
});

describe("transport: kept-alive connections", () => {
  /** The client port of each request the fake API saw: equal ports mean one reused connection. */
  function portsSeen(answer: (n: number, res: import("node:http").ServerResponse) => void): number[] {
    const ports: number[] = [];
    api.setHandler((_r, res) => {
      ports.push(res.socket?.remotePort ?? -1);
      answer(ports.length, res);
    });
    return ports;
  }

  it("consecutive calls reuse kept-alive connections instead of opening one each", async () => {
    const ports = portsSeen((_n, res) => json(res, 200, {}));
    for (let i = 0; i < 10; i++) await send({ method: "GET", path: "/x", schema: anything });
    expect(ports).toHaveLength(10);
    // fetch's pool takes whichever kept-alive connection is free (earlier tests left some, and a
    // second may open while the first is being released): a few for ten calls, never one each.
    expect(new Set(ports).size).toBeLessThanOrEqual(3);
  });

  it("a GET whose connection the server dropped is sent once more on a new one", async () => {
    const ports = portsSeen((n, res) => (n === 2 ? res.socket?.destroy() : json(res, 200, { n })));
    await send({ method: "GET", path: "/x", schema: anything });
    const out = await send({ method: "GET", path: "/x", schema: anything });
    expect(out).toEqual({ n: 3 });
    expect(ports).toHaveLength(3);
    expect(ports[2]).not.toBe(ports[1]);
  });

  it("a POST on such a connection is not repeated: a network error", async () => {
    const ports = portsSeen((n, res) => (n === 2 ? res.socket?.destroy() : json(res, 200, {})));
    await send({ method: "GET", path: "/x", schema: anything });
    const e = await failure(send({ method: "POST", path: "/x", body: { a: 1 }, schema: anything }));
    expect(e).toMatchObject({ status: 0, kind: "network" });
    expect(ports).toHaveLength(2);
  });

  it("the caller's abort ends the call at once", async () => {
    api.setHandler(() => {}); // never answers
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const e = await failure(send({ method: "GET", path: "/x", schema: anything, signal: controller.signal }));
    expect(e).toMatchObject({ status: 0, kind: "network" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe("transport: failures are logged with the request id the operator sees", () => {
  let lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const { createLogger, setLoggerForTests } = await import("@/lib/log/logger");
    setLoggerForTests(
      createLogger({
        level: "info",
        destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      }),
    );
  });
  afterAll(async () => (await import("@/lib/log/logger")).setLoggerForTests(undefined));
  beforeEach(() => {
    lines = [];
  });

  it("no answer: a warning with the request id, the path and the system's reason", async () => {
    useApi(`http://127.0.0.1:${await closedPort()}`);
    await failure(send({ method: "GET", path: "/api/v2/roles/r1", schema: anything, requestId: "req-net" }));
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "api call failed",
        requestId: "req-net",
        method: "GET",
        path: "/api/v2/roles/r1",
        kind: "network",
        cause: "ECONNREFUSED",
      }),
    ]);
  });

  it("an answer that breaks the contract is logged with where, not with the values", async () => {
    api.setHandler((_req, res) => json(res, 200, { id: 7, email: "someone@example.com" }));
    const schema = z.object({ id: z.string(), email: z.number() });
    await failure(send({ method: "GET", path: "/api/v2/users/u1", schema, requestId: "req-shape" }));
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "api answer breaks the contract",
        requestId: "req-shape",
        issues: [
          { at: "id", code: "invalid_type" },
          { at: "email", code: "invalid_type" },
        ],
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("someone@example.com");
  });

  it("a 5xx answer is logged with its status; a 4xx is the caller's business and is not", async () => {
    api.setHandler((req, res) => json(res, req.path.startsWith("/boom") ? 503 : 404, { message: "no" }));
    await failure(send({ method: "GET", path: "/boom", schema: anything, requestId: "req-503" }));
    await failure(send({ method: "GET", path: "/missing", schema: anything, requestId: "req-404" }));
    expect(lines).toEqual([expect.objectContaining({ level: "warn", requestId: "req-503", status: 503 })]);
  });
});
