import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { listPayouts } from "@/lib/api/payouts";
import { redirectIfUnauthorized, requireOperator } from "@/lib/auth/session";
import type { Payout } from "@/lib/contract";
import { parsePayoutIdParam } from "@/lib/payouts/id-param";
import { maskSensitive } from "@/lib/security/masking";
import { ApiError } from "@/lib/transport/errors";

/**
 * The payout named by the route's `[id]`, or notFound(): for an id that cannot be decoded or
 * is blank, for one the API rejects as malformed (400), and for one it does not know.
 * Cached per request, so the metadata and the page share one API call. Masked: the page shows
 * full account, document and alias values only through the reveal.
 */
export const findPayout = cache(async (rawId: string): Promise<Payout> => {
  const id = parsePayoutIdParam(rawId);
  if (id === null) notFound();
  const operator = await requireOperator();
  const { payouts } = await listPayouts(operator, { id, limit: 1, page: 1 }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.kind === "validation" || error.kind === "not_found")) notFound();
    return redirectIfUnauthorized(error);
  });
  const payout = payouts.find((p) => p.id === id) ?? payouts[0];
  if (!payout) notFound();
  return maskSensitive(payout);
});
