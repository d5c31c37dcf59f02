import { listRamps } from "@/lib/api/ramps";
import { rampListQuerySchema } from "@/lib/contract";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/** What the ramps screen shows when the browser names no page: the first 50, as the page renders them. */
const SCREEN_PAGE = { page: 1, limit: 50 } as const;

/**
 * GET /api/ramps?page&limit&status → the sandbox's ramp list ({ ramps, totalPage }). The query is
 * the contract's (the one the sandbox validates), so a refused filter is refused here already.
 */
export const GET = operatorRoute({
  page: "/ramps",
  query: rampListQuerySchema,
  run: ({ operator, query, request }) => listRamps(operator, { ...SCREEN_PAGE, ...query }, { signal: request.signal }),
});
