/**
 * What kind of failure a call met, for the UI to pick a state (form errors, sign-in, forbidden,
 * retry). One list for the server's ApiError, the actions' results and the browser's reads of
 * route handlers. Pure, with no imports: client code imports it too.
 */
export const API_ERROR_KINDS = [
  "validation",
  "unauthorized",
  "forbidden",
  "not_found",
  "server",
  "network",
  "timeout",
  /** A sensitive action needs a fresh proof of identity first (lib/auth/step-up.ts). */
  "step_up_required",
] as const;

export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export const isApiErrorKind = (value: unknown): value is ApiErrorKind =>
  (API_ERROR_KINDS as readonly unknown[]).includes(value);

/** Body of every error the dashboard's route handlers answer; the browser's reads take `kind` from it. */
export type RouteErrorBody = {
  error: {
    kind: ApiErrorKind;
    message: string;
    errorCode: string | null;
    arguments: { key: string; value: string }[];
    requestId: string | null;
    /** Only for kind "unauthorized": where to send the browser. */
    loginUrl?: string;
  };
};
