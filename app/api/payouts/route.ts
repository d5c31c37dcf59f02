import { listPayouts } from "@/lib/api/payouts";
import { payoutListQuerySchema } from "@/lib/contract";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts?page&limit&status&id&externalId → the API's page, parsed
 * ({ payouts, totalPage }), masked: full account, document and alias values reach the browser
 * only through the reveal. Read path for TanStack Query; the RSC prefetch calls the same DAL
 * function.
 *
 * proxy.ts does not run for this path (the hot read): the pipeline checks the session against
 * the store and sets the security headers (lib/pipeline/route.ts).
 */
export const GET = operatorRoute({
  page: "/payouts",
  query: payoutListQuerySchema,
  run: ({ operator, query, request }) => listPayouts(operator, query, { signal: request.signal }),
});
