import { z } from "zod";
import { apiErrorBodySchema } from "@/lib/contract";
import type { ApiErrorKind } from "./error-kind";

export type { ApiErrorKind } from "./error-kind";

export interface ApiErrorArgument {
  key: string;
  value: string;
}

export interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  requestId: string;
  errorCode?: string;
  arguments?: ApiErrorArgument[];
  messages?: string[];
  cause?: unknown;
}

/**
 * Every failure of a call to the API, in one shape. `status` is 0 when no
 * HTTP answer arrived (network, timeout). `messages` are the API's own words;
 * internals (hosts, stack traces) never go in them.
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly errorCode?: string;
  readonly arguments: ApiErrorArgument[];
  readonly messages: string[];
  readonly requestId: string;

  constructor(init: ApiErrorInit) {
    const messages = init.messages ?? [];
    super(messages.length > 0 ? messages.join("; ") : defaultMessage(init.kind, init.status), { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.errorCode = init.errorCode;
    this.arguments = init.arguments ?? [];
    this.messages = messages;
    this.requestId = init.requestId;
  }

  /** The JSON our route handlers answer with; safe to show in the browser. */
  toJSON() {
    return {
      kind: this.kind,
      message: this.message,
      errorCode: this.errorCode ?? null,
      arguments: this.arguments,
      requestId: this.requestId,
    };
  }
}

function defaultMessage(kind: ApiErrorKind, status: number): string {
  switch (kind) {
    case "network":
      return "The API cannot be reached";
    case "timeout":
      return "The API did not answer in time";
    case "unauthorized":
      return "The session is no longer valid";
    case "forbidden":
      return "You don't have permission for this";
    case "not_found":
      return "Not found";
    default:
      return `The API answered with status ${status}`;
  }
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 400 || status === 409 || status === 422) return "validation";
  return "server";
}

const optionalPartsSchema = z.looseObject({
  errorCode: z.string().optional().catch(undefined),
  arguments: z
    .array(z.looseObject({ key: z.string(), value: z.string() }))
    .optional()
    .catch(undefined),
});

/**
 * Builds the error from an HTTP answer. Bodies follow the spec's three error
 * shapes; anything else (an HTML page from a proxy, empty body) still yields
 * an ApiError with the status, so the UI shows an error state, not a crash.
 */
export function apiErrorFromResponse(status: number, bodyText: string, requestId: string): ApiError {
  let json: unknown;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = apiErrorBodySchema.safeParse(json);
  if (!parsed.success) return new ApiError({ status, kind: kindForStatus(status), requestId });
  // The union's members differ in which optional parts they carry; read those leniently.
  const extra = optionalPartsSchema.parse(parsed.data);
  return new ApiError({
    status,
    kind: kindForStatus(status),
    requestId,
    errorCode: extra.errorCode,
    arguments: (extra.arguments ?? []).map(({ key, value }) => ({ key, value })),
    messages: parsed.data.message,
  });
}
