import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { crossOriginRefusal, errorResponse, queryErrorResponse } from "@/lib/api/http-response";
import { type Operator, requireOperatorForRequest, UnauthorizedError } from "@/lib/auth/session";
import { requireStepUp } from "@/lib/auth/step-up";
import { writeAudit } from "@/lib/db/audit";
import { apiSecurityHeaders, isHttpsRequest } from "@/lib/transport/api-headers";
import { measuredRequest } from "./measured-request";
import { metricsAccess } from "./metrics-access";
import { type SseSubscribe, sseResponse } from "./sse";
import { auditView, maskOutput } from "./stages";

/**
 * Route handlers pass the same pipeline as server actions (./run.ts), in the same order:
 *
 *   cross-origin refusal (non-GET) → session → customer scope → permission → step-up → input → run
 *   → mask → audit, with security headers and one error mapping on every answer.
 *
 * Every exported method of every app/**\/route.ts is made here: `operatorRoute` (a signed-in
 * operator's read or change), `streamRoute` (a live stream that ends with its session), or a
 * named variant for what has no operator: `publicRoute` (health, readiness), `signInRoute`
 * (next-auth's own handler), `webhookReceiverRoute` (the API's deliveries, signature-checked) and
 * `metricsRoute` (Prometheus's scrape, METRICS_TOKEN's bearer). Every made handler is measured
 * (./measured-request.ts: a span and the HTTP metrics by route template).
 * Each made handler carries its kind (ROUTE_KIND), and app/pipeline-bypass.test.ts fails on any
 * exported handler without one.
 */

export const ROUTE_KIND = Symbol.for("dashboard.pipeline.route");
export type RouteKind = "operator" | "stream" | "public" | "sign-in" | "webhook-receiver" | "metrics";

/** What Next hands a handler besides the request; `params` holds the dynamic segments. */
export type RouteContext<P> = { params: Promise<P> };
// biome-ignore lint/complexity/noBannedTypes: Next's own type for a route without dynamic segments.
type NoParams = {};

/** A made handler; R is Request for a handler that reads nothing of Next's own request (the receiver). */
export type RouteHandler<P = NoParams, R extends Request = NextRequest> = ((
  request: R,
  context: RouteContext<P>,
) => Promise<Response>) & {
  readonly [ROUTE_KIND]: RouteKind;
};

function mark<P, R extends Request = NextRequest>(
  kind: RouteKind,
  handler: (request: R, context: RouteContext<P>) => Promise<Response>,
) {
  const measured = (request: R, context: RouteContext<P>) => measuredRequest(request, () => handler(request, context));
  Object.defineProperty(measured, ROUTE_KIND, { value: kind });
  return measured as RouteHandler<P, R>;
}

/** The kind a route handler was made with, or undefined for one that bypasses the pipeline. */
export function routeKindOf(handler: unknown): RouteKind | undefined {
  if (typeof handler !== "function") return undefined;
  return (handler as unknown as Record<symbol, RouteKind | undefined>)[ROUTE_KIND];
}

/** A JSON answer other than 200, or with headers of its own; the value is masked like any other. */
export interface JsonAnswer {
  readonly [ANSWER]: true;
  value: unknown;
  init: { status?: number; headers?: Record<string, string> };
}
const ANSWER = Symbol("json-answer");

export function jsonAnswer(value: unknown, init: JsonAnswer["init"] = {}): JsonAnswer {
  return { [ANSWER]: true, value, init };
}

const isJsonAnswer = (value: unknown): value is JsonAnswer =>
  typeof value === "object" && value !== null && ANSWER in value;

/** What the audit entry of a route says beyond its declared action (never a full value). */
export interface RouteAuditDetails {
  targetId?: string;
  after?: unknown;
}

export interface RouteCall<Q, B, A, P> {
  request: NextRequest;
  operator: Operator;
  query: Q;
  body: B;
  params: P;
  /** What the permission stage answered (e.g. which audit entries the operator may read). */
  access: A;
  /** Writes the route's declared audit entry once the run has succeeded. */
  audit(details: RouteAuditDetails): void;
}

type Access = { allowed: boolean };

export interface OperatorRouteSpec<Q, B, A extends Access, P> {
  /** The screen the sign-in page comes back to after a 401. */
  page?: string;
  /** A poll or a live stream, which does not count as the operator's activity (idle timeout). */
  background?: boolean | ((request: NextRequest) => boolean);
  /** The permission stage: the operator's access to what this route reads or changes. */
  permission?: (operator: Operator) => Promise<A>;
  /** A fresh step-up proof on the session first (403 step_up_required otherwise). */
  stepUp?: boolean;
  /** The query string's schema (a refusal is the spec-like 400). */
  query?: z.ZodType<Q>;
  /** Where the query is read from, when more than the URL holds it (a stream's Last-Event-ID). */
  readQuery?: (request: NextRequest) => Record<string, string>;
  /** The JSON body's schema (POST). */
  body?: z.ZodType<B>;
  /** The audit entry the route writes on success (the run supplies its details). */
  audit?: { action: string; targetType: string };
  /**
   * The answer: a value (sent as JSON, masked, not cached), a jsonAnswer (the same, with a status),
   * or a Response of another type (CSV) whose rows the run masked as it wrote them.
   */
  run: (call: RouteCall<Q, B, A, P>) => Promise<unknown>;
}

const NO_STORE = { "cache-control": "private, no-store" };
const forbidden = () =>
  Response.json(
    {
      error: {
        kind: "forbidden",
        message: "You don't have permission for this",
        errorCode: null,
        arguments: [],
        requestId: null,
      },
    },
    { status: 403 },
  );

function withSecurityHeaders(request: Request, response: Response): Response {
  for (const [name, value] of Object.entries(apiSecurityHeaders(isHttpsRequest(request))))
    response.headers.set(name, value);
  return response;
}

function toResponse(output: unknown): Response {
  if (output instanceof Response) return output;
  if (isJsonAnswer(output))
    return Response.json(maskOutput(output.value), {
      status: output.init.status,
      headers: { ...NO_STORE, ...output.init.headers },
    });
  return Response.json(maskOutput(output), { headers: NO_STORE });
}

const queryOf = (request: NextRequest) => Object.fromEntries(request.nextUrl.searchParams);
const isReadMethod = (method: string) => method === "GET" || method === "HEAD";

type Stages<Q, B, A, P> =
  | { kind: "ok"; call: Omit<RouteCall<Q, B, A, P>, "audit"> }
  | { kind: "refused"; response: Response };

/** The stages before the run: cross-origin, session and scope, permission, step-up, input. */
async function admit<Q, B, A extends Access, P>(
  spec: OperatorRouteSpec<Q, B, A, P>,
  request: NextRequest,
  context: RouteContext<P>,
): Promise<Stages<Q, B, A, P>> {
  // A request that changes something is refused from another site, as a server action is.
  const refusal = isReadMethod(request.method) ? undefined : crossOriginRefusal(request);
  if (refusal) return { kind: "refused", response: refusal };
  const background = typeof spec.background === "function" ? spec.background(request) : Boolean(spec.background);
  const operator = await requireOperatorForRequest({ background });
  // Every read and audit entry belongs to a customer: a session without one acts on nothing.
  if (!operator.customerId) throw new UnauthorizedError("expired");
  const access = spec.permission ? await spec.permission(operator) : ({ allowed: true } as A);
  if (!access.allowed) return { kind: "refused", response: forbidden() };
  if (spec.stepUp) requireStepUp(operator);
  let query = undefined as Q;
  if (spec.query) {
    const parsed = spec.query.safeParse((spec.readQuery ?? queryOf)(request));
    if (!parsed.success) return { kind: "refused", response: queryErrorResponse(parsed.error) };
    query = parsed.data;
  }
  let body = undefined as B;
  if (spec.body) {
    const raw: unknown = await request.json().catch(() => undefined);
    const parsed = spec.body.safeParse(raw);
    if (!parsed.success) return { kind: "refused", response: queryErrorResponse(parsed.error) };
    body = parsed.data;
  }
  const params = await context.params;
  return { kind: "ok", call: { request, operator, query, body, params, access } };
}

/** A signed-in operator's read or change through every stage. */
export function operatorRoute<Q = undefined, B = undefined, A extends Access = Access, P = NoParams>(
  spec: OperatorRouteSpec<Q, B, A, P>,
): RouteHandler<P> {
  return mark<P>("operator", async (request, context) => {
    try {
      const admitted = await admit(spec, request, context);
      if (admitted.kind === "refused") return withSecurityHeaders(request, admitted.response);
      let audited: RouteAuditDetails | undefined;
      const output = await spec.run({
        ...admitted.call,
        audit: (details) => {
          audited = details;
        },
      });
      if (spec.audit && audited) {
        // Before the answer leaves (a stream's first row included): a read of full values that
        // cannot be audited is not answered.
        const { operator } = admitted.call;
        await writeAudit({
          customerId: operator.customerId,
          operatorEmail: operator.email,
          action: spec.audit.action,
          targetType: spec.audit.targetType,
          targetId: audited.targetId,
          after: auditView(audited.after ?? null),
          outcome: "success",
        });
      }
      return withSecurityHeaders(request, toResponse(output));
    } catch (error) {
      return withSecurityHeaders(request, errorResponse(error, spec.page));
    }
  });
}

export interface StreamRouteSpec<Q> {
  page?: string;
  query?: z.ZodType<Q>;
  /** The permission stage, as for operatorRoute: a stream of what the operator may not read is refused. */
  permission?: (operator: Operator) => Promise<Access>;
  readQuery?: (request: NextRequest) => Record<string, string>;
  /** What the stream delivers to this operator (./sse.ts masks every frame). */
  subscribe: (call: { operator: Operator; query: Q; request: NextRequest }) => SseSubscribe;
}

/**
 * A live stream (server-sent events): a background request through the same stages, answered by
 * sseResponse, which ends it within seconds of the session's end on every instance.
 */
export function streamRoute<Q = undefined>(spec: StreamRouteSpec<Q>): RouteHandler {
  return mark("stream", async (request, context) => {
    try {
      const admitted = await admit<Q, undefined, Access, NoParams>(
        {
          page: spec.page,
          background: true,
          query: spec.query,
          readQuery: spec.readQuery,
          permission: spec.permission,
          run: async () => null,
        },
        request,
        context,
      );
      if (admitted.kind === "refused") return withSecurityHeaders(request, admitted.response);
      const { operator, query } = admitted.call;
      return withSecurityHeaders(
        request,
        sseResponse({ request, operator, subscribe: spec.subscribe({ operator, query, request }) }),
      );
    } catch (error) {
      return withSecurityHeaders(request, errorResponse(error, spec.page));
    }
  });
}

/** Needs no operator (liveness, readiness): security headers and the error mapping only. */
export function publicRoute(run: (request: NextRequest) => Promise<Response> | Response): RouteHandler {
  return mark("public", async (request) => {
    try {
      return withSecurityHeaders(request, await run(request));
    } catch (error) {
      return withSecurityHeaders(request, errorResponse(error));
    }
  });
}

/**
 * next-auth's handler (sign-in, sign-out, its CSRF token and session): no operator yet, its own
 * CSRF check and cookies. Named so it is the only one of its kind.
 */
export function signInRoute<P>(
  handler: (request: NextRequest, context: RouteContext<P>) => Promise<Response>,
): RouteHandler<P> {
  return mark<P>("sign-in", handler);
}

/**
 * The webhook receiver: no session (the sender is the API), authenticated by the HMAC over the raw
 * body with the customer's secret instead; it takes hundreds of deliveries a second, so nothing
 * is added around it. Named so it is the only one of its kind.
 */
export function webhookReceiverRoute<P>(
  handler: (request: Request, context: RouteContext<P>) => Promise<Response>,
): RouteHandler<P, Request> {
  return mark<P, Request>("webhook-receiver", handler);
}

/**
 * GET /api/metrics: this instance's Prometheus exposition, for a scraper holding METRICS_TOKEN.
 * Not served at all (404) while the token is unset; a missing or wrong bearer is 401 (compared
 * in constant time). No session, no store: `expose` answers from the process's registry. Named
 * so it is the only one of its kind.
 */
export function metricsRoute(expose: () => Promise<{ contentType: string; body: string }>): RouteHandler {
  return mark("metrics", async (request) => {
    try {
      const access = metricsAccess(request.headers.get("authorization"));
      if (access !== "allowed")
        return withSecurityHeaders(
          request,
          new Response(access === "not_served" ? "Not Found" : "Unauthorized", {
            status: access === "not_served" ? 404 : 401,
            headers: {
              "cache-control": "no-store",
              ...(access === "refused" ? { "www-authenticate": 'Bearer realm="metrics"' } : {}),
            },
          }),
        );
      const { contentType, body } = await expose();
      return withSecurityHeaders(
        request,
        new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } }),
      );
    } catch (error) {
      return withSecurityHeaders(request, errorResponse(error));
    }
  });
}
