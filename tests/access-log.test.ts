import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorIdOf } from "@/lib/auth/operator-id";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { getEnv } from "@/lib/env";
import { installAccessLog } from "@/lib/log/access-log";
import { createLogger, getLogger, setLoggerForTests } from "@/lib/log/logger";

/**
 * The access log end to end: a real Node HTTP server (the diagnostics channels
 * fire as under `next start`), a real next-auth session cookie, and the
 * process logger swapped for one that writes to memory.
 */
const lines: string[] = [];
let server: Server;
let base = "";

function entries(): Array<Record<string, unknown>> {
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.msg === "request");
}

async function lineFor(requestId: string): Promise<Record<string, unknown> | undefined> {
  for (let i = 0; i < 50; i++) {
    const found = entries().find((e) => e.requestId === requestId);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  return undefined;
}

async function cookieFor(claims: Record<string, unknown>): Promise<string> {
  const token = await encode({ token: claims, secret: getEnv().NEXTAUTH_SECRET });
  return `theme=dark; ${sessionCookieName()}=${token}`;
}

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  setLoggerForTests(createLogger({ level: "info", destination }));
  installAccessLog(operatorIdOf);
  server = createServer((req, res) => {
    res.statusCode = req.url?.startsWith("/missing") ? 404 : 200;
    // A line the app writes while answering, after an await: it must carry the request's id.
    if (req.url?.startsWith("/logs"))
      void Promise.resolve().then(() => {
        getLogger().info({ step: "inside" }, "app line");
        res.end("ok");
      });
    else res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  setLoggerForTests(undefined);
});

describe("access log", () => {
  it("logs the signed-in operator's email as operatorId, with request id, route, status and duration", async () => {
    const cookie = await cookieFor({ sid: "session-id-abc", absExp: Date.now() + 60_000, email: "ops@example.com" });
    const response = await fetch(`${base}/api/payouts?status=FAILED`, { headers: { cookie, "x-request-id": "req-1" } });
    expect(response.headers.get("x-request-id")).toBe("req-1");
    const line = await lineFor("req-1");
    expect(line).toMatchObject({
      level: "info",
      requestId: "req-1",
      route: "/api/payouts",
      method: "GET",
      status: 200,
      operatorId: "ops@example.com",
    });
    expect(typeof line?.durationMs).toBe("number");
  });

  it("has no operatorId for anonymous, expired or forged sessions", async () => {
    const expired = await cookieFor({ sid: "s", absExp: Date.now() - 1, email: "old@example.com" });
    const forged = `${sessionCookieName()}=not-a-jwe`;
    for (const [id, cookie] of [
      ["anon", undefined],
      ["expired", expired],
      ["forged", forged],
    ] as const) {
      await fetch(`${base}/missing`, { headers: { "x-request-id": id, ...(cookie ? { cookie } : {}) } });
      const line = await lineFor(id);
      expect(line, id).toMatchObject({ status: 404, level: "warn" });
      expect(line, id).not.toHaveProperty("operatorId");
    }
  });

  it("never writes the cookie, the session id, an authorization header or the query string", async () => {
    const cookie = await cookieFor({ sid: "secret-session-id-42", absExp: Date.now() + 60_000, email: "a@b.co" });
    const token = cookie.split("=").at(-1) ?? "";
    await fetch(`${base}/api/webhooks/config?secret=shh-query-secret&account=001234567890`, {
      headers: { cookie, authorization: "Bearer live-api-token", "x-request-id": "req-secret" },
    });
    expect(await lineFor("req-secret")).toMatchObject({ route: "/api/webhooks/config", operatorId: "a@b.co" });
    const all = lines.join("\n");
    for (const secret of [token, "secret-session-id-42", "live-api-token", "shh-query-secret", "001234567890"]) {
      expect(all).not.toContain(secret);
    }
  });
});

describe("log lines written while a request is answered", () => {
  it("carry that request's id, as its access line and answer do", async () => {
    const answers = await Promise.all([fetch(`${base}/logs/a`), fetch(`${base}/logs/b`)]);
    const ids = answers.map((a) => a.headers.get("x-request-id"));
    const appLines = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.msg === "app line");
    expect(appLines.map((l) => l.requestId).sort()).toEqual([...ids].sort());
  });
});
