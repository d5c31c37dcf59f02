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
  const search = query ? `?${query}` : "";
  // The same URL again would only add a history entry that Back seems to ignore.
  if (search === window.location.search) return;
  window.history.pushState(null, "", `${window.location.pathname}${search}${window.location.hash}`);
}

/**
 * Runs `callback` after the next frame is painted (a task queued from the frame's animation
 * callback), so work that may follow an update does not hold up the frame that shows it.
 * Returns a cancel function, for an effect's cleanup.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
