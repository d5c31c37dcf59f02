import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { UnauthorizedError } from "@/lib/auth/errors";
import { loginUrl } from "@/lib/auth/session";
import { getLogger } from "@/lib/log/logger";
import { checkServerActionOrigin } from "@/lib/security/same-origin";
import type { RouteErrorBody } from "@/lib/transport/error-kind";
import { ApiError } from "@/lib/transport/errors";

export type { RouteErrorBody } from "@/lib/transport/error-kind";

export function unauthorizedResponse(error: UnauthorizedError, callbackUrl = "/"): NextResponse<RouteErrorBody> {
  return NextResponse.json(
    {
      error: {
        kind: "unauthorized",
        message: error.message,
        errorCode: null,
        arguments: [],
        requestId: null,
        loginUrl: loginUrl(callbackUrl, error.reason),
      },
    },
    { status: 401 },
  );
}

/** Maps anything a handler threw to a JSON answer; internals never leave the server. */
export function errorResponse(error: unknown, callbackUrl = "/"): NextResponse<RouteErrorBody> {
  if (error instanceof UnauthorizedError) return unauthorizedResponse(error, callbackUrl);
  // lib/auth/step-up's StepUpRequiredError: a sensitive route without a fresh proof of identity.
  if (error instanceof Error && error.name === "StepUpRequiredError")
    return NextResponse.json(
      {
        error: {
          kind: "step_up_required",
          message: error.message,
          errorCode: "DASHBOARD.STEP_UP_REQUIRED",
          arguments: [],
          requestId: null,
        },
      },
      { status: 403 },
    );
  if (error instanceof ApiError) {
    // No HTTP answer from the API (network, timeout): a gateway problem from the browser's view.
    const status = error.status === 0 ? (error.kind === "timeout" ? 504 : 502) : error.status;
    return NextResponse.json({ error: error.toJSON() }, { status });
  }
  getLogger().error({ err: error }, "route handler failed");
  return NextResponse.json(
    {
      error: { kind: "server", message: "Something went wrong", errorCode: null, arguments: [], requestId: null },
    },
    { status: 500 },
  );
}

/**
 * 400 for a query our handler refuses before calling the API, in the same
 * envelope, with the spec's errorCode/arguments convention (one argument per
 * offending field).
 */
export function queryErrorResponse(error: z.ZodError): NextResponse<RouteErrorBody> {
  const args = error.issues.map((issue) => ({ key: issue.path.join(".") || "query", value: issue.message }));
  return NextResponse.json(
    {
      error: {
        kind: "validation",
        message: args.map((a) => `${a.key}: ${a.value}`).join("; "),
        errorCode: "DASHBOARD.1400",
        arguments: args,
        requestId: null,
      },
    },
    { status: 400 },
  );
}

/**
 * A POST route handler that changes something is refused from another origin, as a server action
 * is (lib/security/same-origin.ts): the 403 to answer, or undefined to go on.
 */
export function crossOriginRefusal(request: Request): NextResponse | undefined {
  const verdict = checkServerActionOrigin({
    method: request.method,
    action: "route",
    origin: request.headers.get("origin"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
  });
  if (verdict.ok) return undefined;
  return NextResponse.json({ error: { kind: "forbidden", message: "Cross-origin request refused" } }, { status: 403 });
}
