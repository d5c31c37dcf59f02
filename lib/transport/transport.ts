import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { currentRequestId } from "@/lib/log/request-context";
import { metrics, secondsSince, statusClassOf } from "@/lib/metrics/registry";
import { inSpan } from "@/lib/tracing/span";
import { capabilities } from "./capabilities";
import { missingRoute } from "./capabilities/missing-route";
import { endpointTemplateOf } from "./endpoint-template";
import { ApiError, apiErrorFromResponse } from "./errors";
import { type ApiAnswer, ApiFetchFailure, fetchApi } from "./fetch-api";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | undefined | null;

export interface TransportRequest<S extends z.ZodType> {
  method: HttpMethod;
  /** Path under the API base, starting with /api/v2. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Tolerant contract schema for the success body. */
  schema: S;
  accessToken?: string;
  requestId?: string;
  signal?: AbortSignal;
  /**
   * The end client's address, sent as X-Forwarded-For (sign-in only): the API's per-address
   * limits then count each client apart instead of every operator under the dashboard's address.
   */
  forwardedFor?: string;
}

/**
 * errorCode of an answer that arrived (2xx) but cannot be read: the API is up, so screens say
 * "cannot read the answer", never "not answering".
 */
export const UNREADABLE_ANSWER = "DASHBOARD.UNREADABLE_ANSWER";

/** errorCode of a 404/405 on an extension's route: the API does not offer it (never "not found"). */
export const NOT_OFFERED = "DASHBOARD.NOT_OFFERED";

/**
 * errorCode of a 404/405 on a route the specification lists: the API should serve it, so the base
 * URL or something between is wrong. Kind "server", but screens say "misconfigured", not "outage".
 */
export const API_MISCONFIGURED = "DASHBOARD.API_MISCONFIGURED";

/**
 * A 404/405 judged by its route alone, whatever the body: an extension's is remembered as not
 * offered; the specification's says the API is misconfigured.
 */
function routeFailure(
  req: { method: string; path: string },
  error: ApiError,
  warn: (f: Record<string, unknown>, m: string) => void,
) {
  const missing = missingRoute(req.method, req.path, error.status);
  if (!missing) return error;
  const remake = (kind: ApiError["kind"], errorCode: string) =>
    new ApiError({
      status: error.status,
      kind,
      requestId: error.requestId,
      errorCode,
      messages: error.messages,
      apiRequestId: error.apiRequestId,
      cause: error,
    });
  if (missing.kind === "not-offered") {
    capabilities().learnAbsent(missing.extension);
    return remake(error.kind, NOT_OFFERED);
  }
  warn({ status: error.status, apiRequestId: error.apiRequestId }, "api misconfigured: a specified route is missing");
  return remake("server", API_MISCONFIGURED);
}

function buildUrl(base: string, path: string, query: Record<string, QueryValue> | undefined): URL {
  const url = new URL(`${base}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * What broke underneath, for the log: the system error code (ECONNRESET, ECONNREFUSED…) or the
 * message of the innermost cause (fetch wraps it: "fetch failed" ← the socket's error).
 */
function causeOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (inner instanceof Error) return (inner as NodeJS.ErrnoException).code ?? inner.message;
  return String(inner);
}

/**
 * fetchApi counted and traced by endpoint template (never the path's ids, the query, the token or
 * a body): calls by status class, duration, timeouts (lib/metrics), one client span per call.
 */
function measuredFetch(method: string, path: string, exchange: Parameters<typeof fetchApi>[0]): Promise<ApiAnswer> {
  const endpoint = endpointTemplateOf(path);
  const m = metrics();
  return inSpan(
    `API ${method} ${endpoint}`,
    { kind: "client", attributes: { "http.request.method": method, "url.template": endpoint } },
    async (span) => {
      const start = performance.now();
      try {
        const answer = await fetchApi(exchange);
        span.setAttribute("http.response.status_code", answer.status);
        m.apiRequests.inc({ endpoint, method, status_class: statusClassOf(answer.status) });
        return answer;
      } catch (error) {
        m.apiRequests.inc({ endpoint, method, status_class: "none" });
        if (error instanceof ApiFetchFailure && error.reason === "timeout") m.apiTimeouts.inc({ endpoint });
        throw error;
      } finally {
        m.apiDuration.observe({ endpoint, method }, secondsSince(start));
      }
    },
  );
}

/**
 * One HTTP exchange with the API: timeout, request id, error bodies turned
 * into ApiError, success bodies parsed with the caller's schema. Knows nothing
 * about sessions; lib/api/client.ts adds the operator's token and the retry.
 */
export async function send<S extends z.ZodType>(req: TransportRequest<S>): Promise<z.output<S>> {
  const env = getEnv();
  // The dashboard request's own id when there is one, so the API's logs and ours share it.
  const requestId = req.requestId ?? currentRequestId() ?? randomUUID();
  const headers: Record<string, string> = { accept: "application/json", "x-request-id": requestId };
  if (req.body !== undefined) headers["content-type"] = "application/json";
  if (req.accessToken) headers.authorization = `Bearer ${req.accessToken}`;
  if (req.forwardedFor) headers["x-forwarded-for"] = req.forwardedFor;
  /** A failed call, logged with the request id the operator's error screen quotes. */
  const warn = (fields: Record<string, unknown>, message: string) =>
    getLogger().warn({ requestId, method: req.method, path: req.path, ...fields }, message);

  let response: ApiAnswer;
  try {
    response = await measuredFetch(req.method, req.path, {
      method: req.method,
      url: buildUrl(env.API_BASE_URL, req.path, req.query),
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      timeoutMs: env.API_TIMEOUT_MS,
      signal: req.signal,
    });
  } catch (cause) {
    const kind = cause instanceof ApiFetchFailure && cause.reason === "timeout" ? "timeout" : "network";
    // The operator sees "the API is not answering" with this request id; the log says why.
    if (!(cause instanceof ApiFetchFailure && cause.reason === "aborted"))
      warn({ kind, cause: causeOf(cause) }, "api call failed");
    throw new ApiError({ status: 0, kind, requestId, cause });
  }
  const { status, text } = response;
  if (status >= 500) warn({ status }, "api call failed");
  if (status < 200 || status > 299) throw routeFailure(req, apiErrorFromResponse(status, text, requestId), warn);

  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch (cause) {
    warn({ status }, "api answer is not JSON");
    throw new ApiError({
      status,
      kind: "server",
      requestId,
      errorCode: UNREADABLE_ANSWER,
      messages: ["The API answered with something other than JSON"],
      cause,
    });
  }
  const parsed = req.schema.safeParse(json);
  if (!parsed.success) {
    // A contract mismatch is the API's fault from the operator's view. The log names where the
    // answer differs (paths and codes only: the values can be personal data).
    const issues = parsed.error.issues.slice(0, 5).map((issue) => ({ at: issue.path.join("."), code: issue.code }));
    warn({ status, issues }, "api answer breaks the contract");
    throw new ApiError({
      status,
      kind: "server",
      requestId,
      errorCode: UNREADABLE_ANSWER,
      messages: ["The API answered with an unexpected shape"],
      cause: parsed.error,
    });
  }
  return parsed.data;
}
