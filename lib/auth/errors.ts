/** Why there is no usable session: never signed in, or signed in but over (expired, revoked, refresh refused). */
export type UnauthorizedReason = "anonymous" | "expired";

/** Thrown by requireOperatorForRequest() and by the API client when a session cannot be used or renewed. */
export class UnauthorizedError extends Error {
  override name = "UnauthorizedError";
  constructor(readonly reason: UnauthorizedReason = "expired") {
    super(reason === "anonymous" ? "Sign in to continue" : "Your session expired, sign in again");
  }
}

/** Codes that authorize() throws; next-auth hands them to the login page as `error`. */
export const LOGIN_ERROR_CODES = [
  "invalid_credentials",
  "invalid_email",
  "api_unreachable",
  "api_error",
  "customer_unknown",
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export function isLoginErrorCode(value: unknown): value is LoginErrorCode {
  return typeof value === "string" && (LOGIN_ERROR_CODES as readonly string[]).includes(value);
}
