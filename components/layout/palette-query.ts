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
