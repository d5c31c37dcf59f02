import { UnauthorizedError } from "@/lib/auth/errors";
import { idleStatus } from "@/lib/auth/idle-status";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/session/status → { remainingMs, idleLimitMs }: how long the session has before it goes
 * idle. Asked by the idle warning, so it is a background request: asking does not count as
 * activity. 401 once the session has ended (idle included).
 */
export const GET = operatorRoute({
  background: true,
  run: async ({ operator }) => {
    const status = await idleStatus(operator);
    if (!status) throw new UnauthorizedError("expired");
    return status;
  },
});
