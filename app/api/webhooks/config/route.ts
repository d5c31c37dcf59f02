import { operatorRoute } from "@/lib/pipeline/route";
import { readConfigState } from "@/lib/webhooks/read-config-state";

export const dynamic = "force-dynamic";

/**
 * GET /api/webhooks/config → ConfigState (lib/webhooks/config-state.ts). Polled every few
 * seconds by the settings screen so a change made elsewhere shows. Without the API's read
 * extension it answers the dashboard's own record of what it registered.
 */
export const GET = operatorRoute({
  page: "/webhooks",
  run: ({ operator, request }) => readConfigState(operator, request.signal),
});
