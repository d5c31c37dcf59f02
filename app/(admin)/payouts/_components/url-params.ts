"use client";

/**
 * Sets or clears query parameters as one new history entry: shallow (no server render) and
 * without scrolling. Next.js's router takes part in `history.pushState`, so `useSearchParams`
 * re-renders with the new values; that is all the list needs from a URL-state library, and it
 * keeps nuqs (about 6 kB gzip with its adapter) out of the page's first load.
 */
export function pushSearchParams(change: Record<string, string | null>): void {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(change)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  window.history.pushState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
}
