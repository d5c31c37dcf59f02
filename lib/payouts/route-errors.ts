import "server-only";
import { ApiError } from "@/lib/api/errors";
import { UnauthorizedError } from "@/lib/auth/errors";

/**
 * The JSON error answer of the payouts GET handlers, in the same shape as /api/payouts:
 * `{ error: { kind, message, errorCode, arguments, requestId } }` with the API's status.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return Response.json({ error: error.toJSON() }, { status: error.status || 502 });
  }
  if (error instanceof UnauthorizedError) {
    return Response.json(
      { error: { kind: "unauthorized", message: "Sign in again", errorCode: null, arguments: [], requestId: null } },
      { status: 401 },
    );
  }
  const message = error instanceof Error ? error.message : "Unexpected error";
  return Response.json(
    { error: { kind: "server", message, errorCode: null, arguments: [], requestId: null } },
    { status: 500 },
  );
}
