import "next-auth/jwt";

declare module "next-auth/jwt" {
  /** What the encrypted session cookie holds: an opaque id and display identity, never an API token. */
  interface JWT {
    /** operator_sessions.id */
    sid?: string;
    /** Absolute end of the session, epoch milliseconds; activity does not extend it. */
    absExp?: number;
  }
}
