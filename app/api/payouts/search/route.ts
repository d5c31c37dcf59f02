import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { paletteSearchQuerySchema, searchPaletteMatches } from "@/lib/payouts-readmodel/palette-search";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts/search?q= → { matches }: the command palette's payouts by id, externalId or
 * beneficiary name, from the read model (the dashboard's own store, so the permission stage asks
 * for payouts:read). Masked on the way out like every route's answer.
 */
export const GET = operatorRoute({
  page: "/payouts",
  permission: payoutWorkAccess,
  query: paletteSearchQuerySchema,
  run: async ({ operator, query }) => ({ matches: await searchPaletteMatches(operator, query.q) }),
});
