import "server-only";
import { z } from "zod";
import { searchFlightPayouts } from "@/lib/db/queries/payout-search";
import type { CustomerScope } from "@/lib/db/scope";

/** At most this many matches: a palette shows a short list, and the operator types more to narrow it. */
export const PALETTE_MATCHES = 8;

/** `?q=`: two characters at least (one matches half the model), at most an externalId's 100. */
export const paletteSearchQuerySchema = z.strictObject({ q: z.string().trim().min(2).max(100) });

/** Which of its fields a match was found by, so the palette can say why it is listed. */
export type PaletteMatchField = "id" | "externalId" | "beneficiary";

export interface PaletteMatch {
  id: string;
  externalId: string | null;
  beneficiaryName: string | null;
  status: string;
  amount: number;
  currency: string;
  /** ISO: in this status since (as observed by the read model). */
  statusSince: string;
  matchedBy: PaletteMatchField;
}

export function matchedBy(
  row: { payoutId: string; externalId: string | null; beneficiaryName: string | null },
  text: string,
): PaletteMatchField {
  const lower = text.toLowerCase();
  if (row.payoutId.toLowerCase().startsWith(lower)) return "id";
  if (row.externalId?.toLowerCase().startsWith(lower)) return "externalId";
  return "beneficiary";
}

/**
 * Payouts matching the palette's text by id, externalId or beneficiary name, from the read model.
 * The model holds the payouts in flight and the unresolved failures (what the sync follows), so a
 * settled payout is found by its exact id or externalId through the API instead (the palette's
 * "Open payout" item).
 */
export async function searchPaletteMatches(scope: CustomerScope, text: string): Promise<PaletteMatch[]> {
  const rows = await searchFlightPayouts(scope, text, PALETTE_MATCHES);
  return rows.map((row) => ({
    id: row.payoutId,
    externalId: row.externalId,
    beneficiaryName: row.beneficiaryName,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    statusSince: row.statusSince.toISOString(),
    matchedBy: matchedBy(row, text),
  }));
}
