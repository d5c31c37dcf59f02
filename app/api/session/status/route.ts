import { NextResponse } from "next/server";
import { errorResponse, unauthorizedResponse } from "@/lib/api/http-response";
import { UnauthorizedError } from "@/lib/auth/errors";
import { idleStatus } from "@/lib/auth/idle-status";
import { requireOperatorForRequest } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * GET /api/session/status → { remainingMs, idleLimitMs }: how long the session has before it goes
 * idle. Asked by the idle warning, so it is a background request: asking does not count as
 * activity. 401 once the session has ended (idle included).
 */
export async function GET(): Promise<Response> {
  try {
    const operator = await requireOperatorForRequest({ background: true });
    const status = await idleStatus(operator);
    if (!status) return unauthorizedResponse(new UnauthorizedError("expired"));
    return NextResponse.json(status, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
