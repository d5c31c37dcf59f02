import { DEFAULT_PAGE_SIZE, type PayoutSearch } from "./search-values";

/*
 * The list's search runs ahead of the URL: a change takes effect in the UI at once, and the URL
 * is written later, once the new rows are on screen (writing it makes Next's router re-render
 * the page and remount its head, which refetches and redraws the favicon: work the operator
 * should not wait for). These pure helpers decide which search the list shows meanwhile.
 */

/** A search asked for in the UI, and the URL (as a search key) it was asked on. */
export type RequestedSearch = { search: PayoutSearch; from: string };

/** The five list values as one comparable key; other URL parameters (the open payout) do not count. */
export const searchKey = (s: PayoutSearch): string => JSON.stringify([s.status, s.id, s.externalId, s.page, s.limit]);

/** A change as URL parameters: null clears one; defaults (page 1, the default page size) stay out of the URL. */
export function toUrlParams(change: Partial<PayoutSearch>): Record<string, string | null> {
  const params: Record<string, string | null> = {};
  if (change.status !== undefined) params.status = change.status;
  if (change.id !== undefined) params.id = change.id;
  if (change.externalId !== undefined) params.externalId = change.externalId;
  if (change.page !== undefined) params.page = change.page === 1 ? null : String(change.page);
  if (change.limit !== undefined) params.limit = change.limit === DEFAULT_PAGE_SIZE ? null : String(change.limit);
  return params;
}

/**
 * What becomes of a requested search once the URL's search key is `urlKey`:
 * - unchanged URL: it stands;
 * - the URL reached it: done, the URL is the truth again;
 * - the URL reached what this list last wrote while a newer request waits: it stands, now on that URL;
 * - any other move (Back, Forward, a link): the operator went elsewhere; the request and
 *   whatever URL change was still to be written are dropped.
 */
export function reconcileRequested(
  requested: RequestedSearch | null,
  urlKey: string,
  lastWrittenKey: string | null,
): { requested: RequestedSearch | null; dropPending: boolean } {
  if (requested === null || requested.from === urlKey) return { requested, dropPending: false };
  if (searchKey(requested.search) === urlKey) return { requested: null, dropPending: false };
  if (urlKey === lastWrittenKey) return { requested: { ...requested, from: urlKey }, dropPending: false };
  return { requested: null, dropPending: true };
}
