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
  /** The request id the API's own body named (problem+json `traceId` and the like), when it names one. */
  apiRequestId?: string;
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
  readonly apiRequestId?: string;

  constructor(init: ApiErrorInit) {
    const messages = init.messages ?? [];
    super(messages.length > 0 ? messages.join("; ") : defaultMessage(init.kind, init.status), { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.errorCode = init.errorCode;
    this.arguments = init.arguments ?? [];
    this.messages = messages;
    this.requestId = init.requestId;
    this.apiRequestId = init.apiRequestId;
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

/** Problem details (RFC 9457) and other common error shapes: their words, when the spec's body is absent. */
const looseBodySchema = z.looseObject({
  message: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .catch(undefined),
  detail: z.string().optional().catch(undefined),
  title: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
  requestId: z.string().optional().catch(undefined),
  request_id: z.string().optional().catch(undefined),
  traceId: z.string().optional().catch(undefined),
});

/** Words longer than this are not a message but a page or a dump: left out. */
const MAX_TEXT_MESSAGE = 300;

/** The API's own words from a body that is not the specification's: JSON of another shape, or plain text. */
function looseParts(json: unknown, bodyText: string): { messages: string[]; apiRequestId?: string } {
  if (json !== undefined) {
    const loose = looseBodySchema.safeParse(json);
    if (!loose.success) return { messages: [] };
    const b = loose.data;
    const words = [b.title, b.detail ?? b.error, ...(Array.isArray(b.message) ? b.message : [b.message])];
    return {
      messages: [...new Set(words.filter((w): w is string => typeof w === "string" && w.trim() !== ""))],
      apiRequestId: b.requestId ?? b.request_id ?? b.traceId,
    };
  }
  const text = bodyText.trim();
  // A gateway's HTML page says nothing the operator can use (and may name internal hosts).
  if (text === "" || text.startsWith("<") || text.length > MAX_TEXT_MESSAGE || text.includes("\n"))
    return { messages: [] };
  return { messages: [text] };
}

/**
 * Builds the error from an HTTP answer. Bodies follow the spec's three error shapes; any other
 * JSON (problem+json from a gateway or a mock) or short text is read leniently for its message
 * and request id; anything else (an HTML page, an empty body) still yields an ApiError with the
 * status, so the UI shows an error state, not a crash. The body never decides the kind: only the
 * status does (and, for 404/405, the route: lib/transport/capabilities/missing-route.ts).
 */
export function apiErrorFromResponse(status: number, bodyText: string, requestId: string): ApiError {
  let json: unknown;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = apiErrorBodySchema.safeParse(json);
  if (!parsed.success) {
    const loose = looseParts(json, json === undefined ? bodyText : "");
    return new ApiError({
      status,
      kind: kindForStatus(status),
      requestId,
      messages: loose.messages,
      apiRequestId: loose.apiRequestId,
    });
  }
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
