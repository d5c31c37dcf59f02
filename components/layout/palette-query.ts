/**
 * Whether palette input could be a payout id or externalId, so the palette offers
 * "Open payout …" and "Find payouts with externalId …". One token (no spaces), at most
 * 100 characters (the API's externalId limit), made of characters ids use, and containing a
 * digit: that keeps plain words such as "roles" or "pagos" from offering a payout lookup.
 */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:/#-]{2,99}$/;

export function looksLikeId(input: string): boolean {
  const text = input.trim();
  return ID_PATTERN.test(text) && /\d/.test(text);
}

export function payoutHref(id: string): string {
  return `/payouts/${encodeURIComponent(id.trim())}`;
}

export function externalIdSearchHref(externalId: string): string {
  return `/payouts?${new URLSearchParams({ externalId: externalId.trim() }).toString()}`;
}

type Lookup = (query: Record<string, string>) => Promise<{ payouts: readonly { id: string }[] }>;

/**
 * Where "Open payout <text>" goes: the payout with that id if there is one, else the payout
 * with that externalId (operators paste whichever they were given), else the list of every
 * payout sharing that externalId, else the payout page, which says plainly that nothing has
 * that id. Two reads of the API's own filters at most.
 */
export async function resolvePayoutHref(text: string, lookup: Lookup): Promise<string> {
  const value = text.trim();
  const byId = await lookup({ id: value, limit: "1" });
  const exact = byId.payouts.find((p) => p.id === value);
  if (exact) return payoutHref(exact.id);
  const byExternalId = await lookup({ externalId: value, limit: "2" });
  const [only, second] = byExternalId.payouts;
  if (only && !second) return payoutHref(only.id);
  if (only) return externalIdSearchHref(value);
  return payoutHref(value);
}

/** The attention queue: failed, errored and overdue payouts, oldest first (the read model). */
export const ATTENTION_HREF = "/payouts?attention=1";
export const PAYOUTS_HREF = "/payouts";

/** A payout found by the palette's search: enough to preview it before opening. */
export interface PaletteMatch {
  id: string;
  externalId: string | null;
  beneficiaryName: string | null;
  status: string;
  amount: number;
  currency: string;
  statusSince: string;
  matchedBy: "id" | "externalId" | "beneficiary";
}

/** The cmdk value of a found payout: unique, and tells the preview which one is highlighted. */
export function matchValue(match: { id: string }): string {
  return `payout:${match.id}`;
}

/** Whether typed text names one of these (a screen's label, key or path), case-insensitively. */
export function textMatches(text: string, names: readonly string[]): boolean {
  const lower = text.trim().toLowerCase();
  return lower !== "" && names.some((name) => name.toLowerCase().includes(lower));
}

/**
 * How the palette orders what it offers (cmdk sorts by this score): the next steps and the
 * by-id lookups first, so Enter does what the first line says; screens and actions by how well
 * they match; found payouts after a screen that matches well (typing "webho" still opens
 * Webhooks), first when no screen matches (a beneficiary's name).
 */
export function paletteRank(
  value: string,
  search: string,
  keywords: string[] | undefined,
  score: (value: string, search: string, keywords?: string[]) => number,
): number {
  if (value.startsWith("next-") || value.startsWith("open-payout ") || value.startsWith("find-external-id ")) return 1;
  if (value.startsWith("payout:")) return 0.5;
  return score(value, search, keywords);
}
