import type { Context } from "hono";

/** One offending input named in a 400 body (spec: "Errors"). */
export interface ErrorArgument {
  key: string;
  value: string;
}

type ClientStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/**
 * An error that becomes a spec error body. Throw it anywhere in a handler or
 * middleware; the app's error handler renders it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ClientStatus,
    readonly errorCode: string,
    readonly messages: string[],
    readonly args: ErrorArgument[] = [],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(messages.join("; "));
    this.name = "ApiError";
  }

  /** Spec body: 400 always carries arguments; other statuses only when some are named. */
  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { errorCode: this.errorCode };
    if (this.status === 400 || this.args.length > 0) body.arguments = this.args;
    body.message = this.messages;
    body.statusCode = String(this.status);
    return body;
  }
}

export const badRequest = (errorCode: string, messages: string[], args: ErrorArgument[] = []) =>
  new ApiError(400, errorCode, messages, args);
export const unauthorized = (errorCode: string, message: string) => new ApiError(401, errorCode, [message]);
export const forbidden = (errorCode: string, message: string) => new ApiError(403, errorCode, [message]);
export const notFound = (errorCode: string, message: string) => new ApiError(404, errorCode, [message]);
export const conflict = (errorCode: string, message: string, args: ErrorArgument[] = []) =>
  new ApiError(409, errorCode, [message], args);

/** Spec body for 500: statusCode and message only, nothing about the cause. */
export const internalErrorBody = (requestId: string) => ({
  statusCode: "500",
  message: [`Internal server error (request id ${requestId})`],
});

export function errorResponse(c: Context, err: ApiError): Response {
  return c.json(err.toBody(), err.status, err.headers);
}

/** Error codes shared by every router; resource routers use their own DOMAIN.<number>. */
export const ERROR_CODES = {
  malformedJson: "REQUEST.1001",
  unsupportedContentType: "REQUEST.1002",
  jsonTooDeep: "REQUEST.1004",
  routeNotFound: "REQUEST.1404",
  bodyTooLarge: "REQUEST.1413",
  invalidCredentials: "AUTH.1001",
  missingToken: "AUTH.1002",
  invalidToken: "AUTH.1003",
  expiredToken: "AUTH.1004",
  revokedToken: "AUTH.1005",
  invalidRefreshToken: "AUTH.1006",
  reusedRefreshToken: "AUTH.1007",
  accountLocked: "AUTH.1008",
  addressBlocked: "AUTH.1009",
  forbidden: "AUTH.1403",
} as const;
