import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getLogger } from "./logger";
import { enterRequest } from "./request-context";
import { logRequest } from "./request-log";

const RECEIVER_KEY_IN_PATH = /^(\/api\/webhooks\/receive\/)[^/]+$/;

/**
 * One JSON line per HTTP request the Node server answers, from Node's own
 * diagnostics channels (http.server.request.start / response.finish), so
 * every page, route handler and server action is covered without wrapping
 * each of them. The query string is left out (filters can hold ids and
 * emails); static chunks are logged at debug level only. The operator id is
 * the signed-in operator's email, read from the session cookie by the function the
 * start-up hook hands in (lib/auth/operator-id.ts: the log sits below auth).
 */
interface Started {
  at: number;
  requestId: string;
}

const started = new WeakMap<IncomingMessage, Started>();
let installed = false;

function requestIdFor(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[A-Za-z0-9._-]{1,100}$/.test(given) ? given : crypto.randomUUID();
}

/** The signed-in operator's email for a request's Cookie header, or undefined (anonymous, expired, forged). */
export type OperatorIdOf = (cookieHeader: string | undefined) => Promise<string | undefined>;

export function installAccessLog(operatorIdOf: OperatorIdOf): void {
  if (installed) return;
  installed = true;
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const requestId = requestIdFor(request);
    started.set(request, { at: performance.now(), requestId });
    // Published just before the server hands the request to Next: what Next runs for it
    // inherits this context, so its log lines carry the request id (./request-context.ts).
    enterRequest({ requestId });
    if (!response.headersSent) response.setHeader("x-request-id", requestId);
  });
  subscribe("http.server.response.finish", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const start = started.get(request);
    if (!start) return;
    // A receiver URL's key lets anyone who reads it knock on that customer's receiver: not logged.
    const route = ((request.url ?? "/").split("?")[0] ?? "/").replace(RECEIVER_KEY_IN_PATH, "$1[key]");
    const fields = {
      requestId: start.requestId,
      route,
      method: request.method ?? "GET",
      status: response.statusCode,
      durationMs: Math.round((performance.now() - start.at) * 10) / 10,
      ...(request.headers["next-action"] ? { action: true } : {}),
    };
    if (route.startsWith("/_next/static/")) {
      getLogger().debug(fields, "request");
      return;
    }
    // lib/auth/session-cookie.ts remembers opened cookies: after a session's first request this settles at once.
    void operatorIdOf(request.headers.cookie).then((operatorId) =>
      logRequest(operatorId ? { ...fields, operatorId } : fields),
    );
  });
}
