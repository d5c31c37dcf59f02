import { UnauthorizedError } from "@/lib/auth/errors";
import { idleStatus } from "@/lib/auth/idle-status";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * POST /api/session/keepalive → { remainingMs, idleLimitMs }: "Stay signed in". The operator's
 * own request, so it records their activity (the idle timeout starts again); refused from
 * another origin like a server action (lib/pipeline/route.ts), and 401 once the session has ended.
 */
export const POST = operatorRoute({
  run: async ({ operator }) => {
    const status = await idleStatus(operator);
    if (!status) throw new UnauthorizedError("expired");
    return status;
  },
});
