/**
 * Why there is no usable session: never signed in; signed in but over (expired, revoked, idle,
 * refresh refused); or the password was accepted and the second factor is still owed ("factor":
 * prove it, "enrol": enrol one first; lib/auth/mfa). "idle": ended by SESSION_IDLE_MINUTES.
 */
export type UnauthorizedReason = "anonymous" | "expired" | "idle" | "factor" | "enrol";

const MESSAGES: Record<UnauthorizedReason, string> = {
  anonymous: "Sign in to continue",
  expired: "Your session expired, sign in again",
  idle: "You were signed out after a time without activity, sign in again",
  factor: "Confirm your second factor to continue",
  enrol: "Set up a second factor to continue",
};

/** Thrown by requireOperatorForRequest() and by the API client when a session cannot be used or renewed. */
export class UnauthorizedError extends Error {
  override name = "UnauthorizedError";
  constructor(readonly reason: UnauthorizedReason = "expired") {
    super(MESSAGES[reason]);
  }
}

/**
 * Codes that authorize() throws; next-auth hands them to the login page as `error`.
 * "locked": the account is temporarily locked after repeated failures; "rate_limited":
 * too many failures from the client's address (both from lib/auth/throttle.ts).
 */
export const LOGIN_ERROR_CODES = [
  "invalid_credentials",
  "invalid_email",
  "api_unreachable",
  "api_error",
  /** The API has no sign-in route at the configured address (404/405 on POST /auth/login). */
  "api_misconfigured",
  "customer_unknown",
  "locked",
  "rate_limited",
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** Why sign-in protection refused an attempt before the API saw it ("api_error": the protection could not run). */
export type RefusalCode = Extract<LoginErrorCode, "locked" | "rate_limited" | "api_error">;

/** Thrown by throttledLogin() instead of calling the API; its message is the code the login page receives. */
export class SignInRefusedError extends Error {
  override name = "SignInRefusedError";
  constructor(readonly code: RefusalCode) {
    super(code);
  }
}

export function isLoginErrorCode(value: unknown): value is LoginErrorCode {
  return typeof value === "string" && (LOGIN_ERROR_CODES as readonly string[]).includes(value);
}
