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
