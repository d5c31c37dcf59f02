import type { ApiErrorKind } from "@/lib/api/error-kind";

/**
 * The one result shape every server action returns. Client-safe: no server imports,
 * so forms can import the types and the helpers below.
 */

export interface ActionError {
  /** Human-readable, already in the API's words or the dashboard's. */
  message: string;
  /** Form field path (react-hook-form dot notation) → message. */
  fieldErrors?: Record<string, string>;
  /** The API's request id, quoted to support when something fails. */
  requestId?: string;
  kind: ApiErrorKind;
  /** The API's errorCode (e.g. "RECHARGE.1002") when it sent one. */
  code?: string;
}

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

export const actionOk = <T>(data: T): ActionResult<T> => ({ ok: true, data });
export const actionFail = <T = never>(error: ActionError): ActionResult<T> => ({ ok: false, error });
