import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { UnauthorizedError } from "@/lib/auth/errors";
import { revokeSession } from "@/lib/auth/session-store";
import { getAccessToken, renewAfterRejection } from "@/lib/auth/token-refresh";
import { ApiError } from "@/lib/transport/errors";
import { send, type TransportRequest } from "@/lib/transport/transport";
import { currentRequestId } from "@/lib/log/request-context";

export { ApiError, type ApiErrorKind } from "@/lib/transport/errors";

/** Whose token to use: an Operator from lib/auth/session satisfies this. */
export interface ApiCaller {
  sessionId: string;
}

export type ApiRequest<S extends z.ZodType> = Omit<TransportRequest<S>, "accessToken">;

/**
 * What every DAL function takes beside its arguments: the caller's abort signal, and a request
 * id when the caller must know it (an action records the id it sent in the audit log).
 */
export type CallOptions = Pick<TransportRequest<z.ZodType>, "requestId" | "signal">;

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.kind === "unauthorized";

/**
 * The seam: every call to the API from the dashboard goes through here with
 * the operator's own token. A 401 means the token was refused before the
 * request did anything, so renewing once and repeating is safe even for a
 * POST. A second 401 ends the session: the operator signs in again.
 */
export async function apiRequest<S extends z.ZodType>(caller: ApiCaller, req: ApiRequest<S>): Promise<z.output<S>> {
  // The dashboard request's own id when there is one (lib/log/request-context.ts): one id in both services' logs.
  const requestId = req.requestId ?? currentRequestId() ?? randomUUID();
  const token = await getAccessToken(caller);
  try {
    return await send({ ...req, requestId, accessToken: token });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
  const renewed = await renewAfterRejection(caller.sessionId, token);
  try {
    return await send({ ...req, requestId, accessToken: renewed });
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    await revokeSession(caller.sessionId, "token_refused_after_refresh");
    throw new UnauthorizedError("expired");
  }
}
