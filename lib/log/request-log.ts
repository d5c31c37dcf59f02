import { randomUUID } from "node:crypto";
import { getLogger } from "./logger";

/** The fields of one request line: the same names in every route. */
export interface RequestLogFields {
  requestId: string;
  route: string;
  method: string;
  status: number;
  durationMs: number;
  operatorId?: string;
}

/** The caller's request id when it sent a sane one (a proxy, the load balancer), else a new one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && /^[A-Za-z0-9._-]{1,100}$/.test(given) ? given : randomUUID();
}

export function logRequest(fields: RequestLogFields & Record<string, unknown>): void {
  const level = fields.status >= 500 ? "error" : fields.status >= 400 ? "warn" : "info";
  getLogger()[level](fields, "request");
}

type Handler = (request: Request) => Promise<Response> | Response;

/**
 * Wraps a route handler: times it, logs one line with request id, route,
 * status and duration, and echoes the request id in the answer.
 */
export function withRequestLog(route: string, handler: Handler): (request: Request) => Promise<Response> {
  return async (request) => {
    const started = performance.now();
    const requestId = requestIdOf(request);
    let status = 500;
    try {
      const response = await handler(request);
      status = response.status;
      response.headers.set("x-request-id", requestId);
      return response;
    } finally {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      logRequest({ requestId, route, method: request.method, status, durationMs });
    }
  };
}
