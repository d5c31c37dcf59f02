import { isApiErrorKind } from "@/lib/transport/error-kind";
import type { ActionError } from "./result";

/**
 * The one error mapper. Server side, it turns whatever an action caught into an
 * ActionError: an API 400 with `arguments` becomes field errors keyed by the argument's
 * key ("order", "data.document.cic"), anything else a message for a toast. Client side,
 * `matchFormField` decides which form field, if any, an error key lands on.
 */

/** The shape lib/api/client.ts throws; duck-typed so this module stays pure and testable. */
export interface ApiErrorLike {
  status: number;
  kind: string;
  errorCode?: string;
  arguments?: ReadonlyArray<{ key: string; value: string }>;
  messages?: readonly string[];
  requestId?: string;
}

export function isApiErrorLike(err: unknown): err is ApiErrorLike {
  if (err === null || typeof err !== "object") return false;
  const candidate = err as Record<string, unknown>;
  return typeof candidate.status === "number" && typeof candidate.kind === "string";
}

interface ZodLikeIssue {
  path: readonly PropertyKey[];
  message: string;
}
function isZodLikeError(err: unknown): err is { issues: ZodLikeIssue[] } {
  return (
    err !== null &&
    typeof err === "object" &&
    Array.isArray((err as { issues?: unknown }).issues) &&
    (err as { name?: unknown }).name === "ZodError"
  );
}

/** "body.order" and "order" both mean the form's "order"; a bare target means the whole form. */
export function normalizeKey(key: string): string | undefined {
  const trimmed = key.replace(/^(body|json)\.?/, "");
  return trimmed === "" ? undefined : trimmed;
}

/** The sandbox writes one message per argument as "<key>: <message>". */
function messageFor(key: string, messages: readonly string[]): string | undefined {
  const prefix = `${key}: `;
  const own = messages.find((m) => m.startsWith(prefix));
  return own ? own.slice(prefix.length) : undefined;
}

export function fieldErrorsFromArguments(
  args: ReadonlyArray<{ key: string; value: string }>,
  messages: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const arg of args) {
    const field = normalizeKey(arg.key);
    if (!field || out[field]) continue;
    out[field] = messageFor(arg.key, messages) ?? messages[0] ?? "Invalid value";
  }
  return out;
}

export function fieldErrorsFromIssues(issues: readonly ZodLikeIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

export function toActionError(err: unknown): ActionError {
  if (isApiErrorLike(err)) {
    const kind = isApiErrorKind(err.kind) ? err.kind : "server";
    const messages = err.messages ?? [];
    const fieldErrors =
      kind === "validation" && err.arguments?.length ? fieldErrorsFromArguments(err.arguments, messages) : undefined;
    return {
      kind,
      message: messages.join("; "),
      ...(fieldErrors && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
      ...(err.requestId ? { requestId: err.requestId } : {}),
      ...(err.errorCode ? { code: err.errorCode } : {}),
    };
  }
  // lib/auth's UnauthorizedError: the session could not be used or renewed.
  if (err instanceof Error && err.name === "UnauthorizedError") return { kind: "unauthorized", message: "" };
  // lib/auth/step-up's StepUpRequiredError: a sensitive action without a fresh proof of identity.
  if (err instanceof Error && err.name === "StepUpRequiredError")
    return { kind: "step_up_required", message: err.message };
  if (isZodLikeError(err)) {
    return { kind: "validation", message: "", fieldErrors: fieldErrorsFromIssues(err.issues) };
  }
  // Never echo an unexpected exception's text to the browser: it may carry internals.
  return { kind: "server", message: "" };
}

/**
 * The form field an error key lands on: itself if the form has it, else its nearest
 * ancestor the form has ("permissionIds.3" → "permissionIds"), else none (toast).
 */
export function matchFormField(key: string, fields: readonly string[]): string | undefined {
  const parts = key.split(".");
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join(".");
    if (fields.includes(candidate)) return candidate;
  }
  return undefined;
}
