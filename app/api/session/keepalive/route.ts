import { type NextRequest, NextResponse } from "next/server";
import { crossOriginRefusal, errorResponse, unauthorizedResponse } from "@/lib/api/http-response";
import { UnauthorizedError } from "@/lib/auth/errors";
import { idleStatus } from "@/lib/auth/idle-status";
import { requireOperatorForRequest } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * POST /api/session/keepalive → { remainingMs, idleLimitMs }: "Stay signed in". The operator's
 * own request, so it records their activity (the idle timeout starts again); refused from
 * another origin like a server action, and 401 once the session has ended.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const refusal = crossOriginRefusal(request);
  if (refusal) return refusal;
  try {
    const operator = await requireOperatorForRequest();
    const status = await idleStatus(operator);
    if (!status) return unauthorizedResponse(new UnauthorizedError("expired"));
    return NextResponse.json(status, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
