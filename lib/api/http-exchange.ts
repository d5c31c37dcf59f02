import "server-only";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { processSingleton } from "@/lib/server/process-singleton";

/**
 * One HTTP request to the API with node:http over kept-alive connections.
 *
 * Why not fetch: on Node 20, fetch (undici) wraps every body in web streams
 * and, inside Next, goes through Next's fetch patch (tracing, cache checks);
 * together that cost more CPU per call than everything else the dashboard
 * adds to a read (measured with bench/seam and a CPU profile of next start).
 * The API answers small JSON bodies, which a plain IncomingMessage reads for
 * a fraction of that.
 *
 * Kept-alive sockets: the agents follow the server's `Keep-Alive: timeout`
 * hint and drop idle sockets before the server does. If a reused socket was
 * closed by the server anyway, a GET is sent once more on a new one (nothing
 * was read, and GET is safe to repeat); other methods report a network error.
 */
export interface Exchange {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** The whole exchange, connection to last byte. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ExchangeResult {
  status: number;
  text: string;
}

/** Why no answer came: the caller maps it to ApiError kinds. */
export class ExchangeFailure extends Error {
  override name = "ExchangeFailure";
  constructor(
    readonly reason: "timeout" | "aborted" | "network",
    options?: { cause?: unknown },
  ) {
    super(`API exchange failed: ${reason}`, options);
  }
}

/** One pool per process, shared by Next's module layers (pages, route handlers, actions). */
const agents = () =>
  processSingleton("api-agents", () => ({
    http: new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 }),
  }));

function attempt(ex: Exchange, deadline: number): Promise<ExchangeResult & { retry?: boolean }> {
  return new Promise((resolve, reject) => {
    const secure = ex.url.protocol === "https:";
    const request = (secure ? https : http).request(ex.url, {
      method: ex.method,
      headers:
        ex.body === undefined ? ex.headers : { ...ex.headers, "content-length": String(Buffer.byteLength(ex.body)) },
      agent: secure ? agents().https : agents().http,
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ex.signal?.removeEventListener("abort", onAbort);
      fn();
    };
    const fail = (reason: ExchangeFailure["reason"], cause?: unknown) => {
      finish(() => reject(new ExchangeFailure(reason, { cause })));
      request.destroy();
    };
    const onAbort = () => fail("aborted", ex.signal?.reason);
    const timer = setTimeout(() => fail("timeout"), Math.max(0, deadline - Date.now()));
    ex.signal?.addEventListener("abort", onAbort, { once: true });

    request.on("error", (error: NodeJS.ErrnoException) => {
      const stale = request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
      if (stale && ex.method === "GET") finish(() => resolve({ status: 0, text: "", retry: true }));
      else fail("network", error);
    });
    request.on("response", (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        finish(() => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") })),
      );
      response.on("error", (error) => fail("network", error));
      // The connection closed before the whole body arrived.
      response.on("close", () => {
        if (!response.complete) fail("network");
      });
    });
    request.end(ex.body);
  });
}

export async function exchange(ex: Exchange): Promise<ExchangeResult> {
  if (ex.signal?.aborted) throw new ExchangeFailure("aborted", { cause: ex.signal.reason });
  const deadline = Date.now() + ex.timeoutMs;
  const first = await attempt(ex, deadline);
  if (!first.retry) return first;
  const second = await attempt(ex, deadline);
  if (second.retry) throw new ExchangeFailure("network");
  return second;
}
