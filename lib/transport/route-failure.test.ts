import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { resetEnvForTests } from "@/lib/env";
import type { ApiError } from "./errors";
import { type FakeApiServer, startFakeApi } from "./fake-api-server";

vi.mock("server-only", () => ({}));

/**
 * A 404/405 is judged by its route alone, over real HTTP, for every body another implementation
 * may send: Prism's problem+json, a gateway's HTML, nothing, the specification's error body.
 */
const BODIES: Record<string, (res: ServerResponse, status: number) => void> = {
  "the specification's error body": (res, status) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ errorCode: "ROUTE.404", message: ["Not found"], statusCode: String(status) }));
  },
  "problem+json": (res, status) => {
    res.writeHead(status, { "content-type": "application/problem+json" });
    res.end(
      JSON.stringify({
        type: "https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR",
        title: "Route not resolved, no path matched",
        status,
        detail: "The route /api/v2/ramps hasn't been found in the specification file",
        traceId: "trace-77",
      }),
    );
  },
  "an HTML page": (res, status) => {
    res.writeHead(status, { "content-type": "text/html" });
    res.end("<html><body><h1>404 Not Found</h1><p>nginx at internal-gw-3</p></body></html>");
  },
  "an empty body": (res, status) => {
    res.writeHead(status);
    res.end();
  },
  "plain text": (res, status) => {
    res.writeHead(status, { "content-type": "text/plain" });
    res.end("no such route");
  },
};

let api: FakeApiServer;
let send: typeof import("./transport").send;
let caps: typeof import("./capabilities");
let body: keyof typeof BODIES = "problem+json";
let status = 404;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  return (await promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: unknown) => e,
  )) as ApiError;
}

beforeAll(async () => {
  api = await startFakeApi((_req, res) => BODIES[body]?.(res, status));
  ({ send } = await import("./transport"));
  caps = await import("./capabilities");
});
beforeEach(() => {
  process.env.API_BASE_URL = api.url;
  process.env.API_EXTENSIONS = "auto";
  resetEnvForTests();
  caps.resetCapabilitiesForTests();
});
afterAll(() => api.close());

const get = (path: string, method: "GET" | "PATCH" | "POST" = "GET") =>
  failure(send({ method, path, schema: z.unknown(), requestId: "req-1", body: method === "GET" ? undefined : {} }));

describe.each(Object.keys(BODIES))("a missing route answered with %s", (name) => {
  beforeEach(() => {
    body = name;
  });

  it("404 on an extension's list path: not offered, learned, never not-found or an outage", async () => {
    status = 404;
    // No OpenAPI document (the fake answers 404 there too): every extension is presumed offered.
    expect(await caps.offers("ramps-list")).toBe(true);
    const e = await get("/api/v2/ramps");
    expect(e).toMatchObject({ status: 404, errorCode: "DASHBOARD.NOT_OFFERED", requestId: "req-1" });
    expect(await caps.offers("ramps-list")).toBe(false);
    expect(await caps.capabilities().answer("ramps-list")).toEqual({ offered: false, source: "learned" });
  });

  it("405 on an extension's read by id: not offered", async () => {
    status = 405;
    const e = await get("/api/v2/customers/cus_1");
    expect(e).toMatchObject({ status: 405, errorCode: "DASHBOARD.NOT_OFFERED" });
    expect(e.kind).not.toBe("network");
    expect(await caps.offers("customers-read")).toBe(false);
    // whenOffered answers "not offered" from then on without calling.
    const calls = api.requests.length;
    expect(await caps.whenOffered("customers-read", () => get("/api/v2/customers/cus_1"))).toEqual({
      offered: false,
    });
    expect(api.requests.length).toBe(calls);
  });

  it("404 on an extension's read by id is a missing record, not a missing extension", async () => {
    status = 404;
    const e = await get("/api/v2/customers/cus_404");
    expect(e).toMatchObject({ status: 404, kind: "not_found" });
    expect(e.errorCode).not.toBe("DASHBOARD.NOT_OFFERED");
    expect(await caps.offers("customers-read")).toBe(true);
  });

  it("404 on a list the specification has: misconfigured, not 'not offered', not not-found", async () => {
    status = 404;
    const e = await get("/api/v2/payouts");
    expect(e).toMatchObject({ status: 404, kind: "server", errorCode: "DASHBOARD.API_MISCONFIGURED" });
    expect(await caps.capabilities().all()).not.toContainEqual({ offered: false, source: "learned" });
  });

  it("405 on an operation the specification has: misconfigured", async () => {
    status = 405;
    const e = await get("/api/v2/customers/cus_1", "PATCH");
    expect(e).toMatchObject({ status: 405, kind: "server", errorCode: "DASHBOARD.API_MISCONFIGURED" });
    expect(await caps.offers("customers-read")).toBe(true);
  });
});

describe("error bodies are read leniently", () => {
  it("problem+json: its title and detail become the messages, its trace id is kept", async () => {
    body = "problem+json";
    status = 422;
    const e = await get("/api/v2/users", "POST");
    expect(e).toMatchObject({ status: 422, kind: "validation", requestId: "req-1", apiRequestId: "trace-77" });
    expect(e.messages).toEqual([
      "Route not resolved, no path matched",
      "The route /api/v2/ramps hasn't been found in the specification file",
    ]);
  });

  it("short plain text is the message; an HTML page never is", async () => {
    body = "plain text";
    status = 400;
    expect((await get("/api/v2/users", "POST")).messages).toEqual(["no such route"]);
    body = "an HTML page";
    const e = await get("/api/v2/users", "POST");
    expect(e.messages).toEqual([]);
    expect(e.message).not.toContain("internal-gw");
  });

  it("a fixed API_EXTENSIONS is not overruled by a 404: the failure reaches the screen as such", async () => {
    process.env.API_EXTENSIONS = "all";
    resetEnvForTests();
    caps.resetCapabilitiesForTests();
    body = "an empty body";
    status = 404;
    const e = await get("/api/v2/ramps");
    expect(e.errorCode).toBe("DASHBOARD.NOT_OFFERED");
    expect(await caps.offers("ramps-list")).toBe(true);
  });
});
