import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { SIGNATURE_HEADER } from "@/lib/contract/signature";
import { getLogger } from "@/lib/log/logger";
import { BASELINE_SECURITY_HEADERS } from "@/lib/security/headers";
import { lastSegment } from "@/lib/server/direct-routes";
import { acceptDelivery, MAX_BODY_BYTES, runLogged, type Scheduler } from "./receive";

/**
 * POST /api/webhooks/receive/<key> served straight from Node's request and response
 * (a direct route: lib/server/direct-routes.ts), with the same receipt as the
 * App Router handler (acceptDelivery in ./receive.ts): the same checks, the
 * same store, the same answers. Only the transport differs: the body is read
 * from the socket into one buffer and the answer is written as is, with no Web
 * Request or Response in between and none of Next's routing.
 */

/** After the answer: the live fan-out runs as a plain promise (nothing here waits for it). */
const schedule: Scheduler = (task) => {
  void runLogged(task);
};

/** The headers next.config.ts gives every answer, plus no caching of a receipt. */
const ANSWER_HEADERS = {
  ...BASELINE_SECURITY_HEADERS,
  "content-type": "application/json",
  "cache-control": "no-store",
};

function reply(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, { ...ANSWER_HEADERS, "content-length": Buffer.byteLength(text) });
  response.end(text);
}

export function receiveFromNode(request: IncomingMessage, response: ServerResponse): void {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    // Answer without reading; the connection closes so the rest of the body is not waited for.
    response.shouldKeepAlive = false;
    reply(response, 413, { error: "body too large" });
    request.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    else if (chunks.length > 0) chunks.length = 0; // Chunked and too long: stop holding it.
  });
  // The sender went away mid-body: there is nobody to answer, and nothing was stored.
  request.on("error", () => {});
  request.on("end", () => {
    if (size > MAX_BODY_BYTES) {
      reply(response, 413, { error: "body too large" });
      return;
    }
    const signature = request.headers[SIGNATURE_HEADER];
    let key: string;
    try {
      key = lastSegment(request.url);
    } catch {
      reply(response, 401, { error: "invalid signature" });
      return;
    }
    const header = typeof signature === "string" ? signature : null;
    acceptDelivery(key, Buffer.concat(chunks, size), header, schedule).then(
      (answer) => reply(response, answer.status, answer.body),
      (error: unknown) => {
        // The store is unreachable: a 5xx makes the sender retry later, as the route handler does.
        getLogger().error({ err: error }, "webhook receipt failed");
        reply(response, 503, { error: "temporarily unavailable" });
      },
    );
  });
}
