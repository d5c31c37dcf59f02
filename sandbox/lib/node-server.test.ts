import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otherErrorSchema } from "@/lib/contract";
import { DEFAULT_LOGIN_THROTTLE } from "../config";
import { SEED_PASSWORD } from "../seed/base";
import { createTestApp, OPERATORS, type TestApp } from "../test/test-app";
import { MAX_BODY_BYTES } from "./body-guards";

/**
 * The guards that depend on a real socket, through @hono/node-server as
 * server.ts serves the app: the client address of sign-in throttling and
 * chunked bodies above the size limit.
 */
const MAX_PER_ADDRESS = 3;
let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    seed: { acmePayouts: 0, otraPayouts: 0, acmeUsers: 0, otraUsers: 0 },
    config: { loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, maxFailuresPerAddress: MAX_PER_ADDRESS } },
  });
  server = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** Body bytes the client had written when the answer came. */
  written: number;
  /** The body was still unfinished and the server closed the connection within a second of answering. */
  closed: boolean;
}

/**
 * Sends a POST over a socket; `chunks` are written until the answer arrives
 * (the server may answer and close before the body ends).
 */
function post(path: string, headers: Record<string, string>, chunks: Iterable<Buffer>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    let ended = false;
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => {
        const text = Buffer.concat(parts).toString("utf8");
        const answer = { status: res.statusCode ?? 0, body: JSON.parse(text), headers: res.headers, written };
        if (ended) return resolve({ ...answer, closed: false });
        if (req.socket?.destroyed) return resolve({ ...answer, closed: true });
        const timer = setTimeout(() => {
          resolve({ ...answer, closed: false });
          req.destroy();
        }, 1000);
        req.socket?.once("close", () => {
          clearTimeout(timer);
          resolve({ ...answer, closed: true });
        });
      });
    });
    // Writing on after the server closed the connection fails; the answer is what counts.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = async () => {
      for (const chunk of chunks) {
        if (answered || req.destroyed) return;
        written += chunk.length;
        if (!req.write(chunk)) await new Promise((resolve) => req.once("drain", resolve));
      }
      ended = true;
      req.end();
    };
    pump().catch(() => undefined);
  });
}

/**
 * The server answers 413 and closes while the client is still writing; the
 * close can reach the client's write (EPIPE, ECONNRESET) before its read of
 * the answer, a race of TCP itself rather than of the server. Such an attempt
 * is sent again, at most three times in all.
 */
async function postUntilAnswered(send: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== "EPIPE" && code !== "ECONNRESET")) throw error;
    }
  }
}

const json = (value: unknown) => [Buffer.from(JSON.stringify(value))];

function* repeated(chunk: Buffer, times: number) {
  for (let i = 0; i < times; i++) yield chunk;
}

describe("over a socket", () => {
  it("throttles sign-ins by the socket's address when its peer is no trusted proxy, whatever X-Forwarded-For claims", async () => {
    for (let i = 0; i < MAX_PER_ADDRESS; i++) {
      const res = await post(
        "/api/v2/auth/login",
        { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
        json({ email: `nobody-${i}@example.com`, password: "guess" }),
      );
      expect(otherErrorSchema.parse(res.body).errorCode).toBe("AUTH.1001");
    }
    const res = await post(
      "/api/v2/auth/login",
      { "content-type": "application/json", "x-forwarded-for": "203.0.113.250" },
      json({ email: OPERATORS.ops, password: SEED_PASSWORD }),
    );
    expect(res.status).toBe(401);
    expect(otherErrorSchema.parse(res.body).errorCode).toBe("AUTH.1009");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers 413 to a chunked body above the limit and closes the connection without reading the rest", async () => {
    const chunk = Buffer.alloc(64 * 1024, "x");
    const res = await postUntilAnswered(() =>
      post(
        "/api/v2/payouts",
        { "content-type": "application/json", "transfer-encoding": "chunked" },
        repeated(chunk, (64 * MAX_BODY_BYTES) / chunk.length),
      ),
    );
    expect(res.status).toBe(413);
    expect(otherErrorSchema.parse(res.body)).toMatchObject({ errorCode: "REQUEST.1413", statusCode: "413" });
    expect(res.headers.connection).toBe("close");
    expect(res.closed).toBe(true);
    expect(res.written).toBeLessThan(16 * MAX_BODY_BYTES);
  });

  it("answers 413 by content-length before any of the body is read", async () => {
    const res = await postUntilAnswered(() =>
      post("/api/v2/payouts", { "content-type": "application/json", "content-length": String(MAX_BODY_BYTES + 1) }, [
        Buffer.alloc(1024, "x"),
      ]),
    );
    expect(res.status).toBe(413);
    expect(otherErrorSchema.parse(res.body).errorCode).toBe("REQUEST.1413");
  });
});
