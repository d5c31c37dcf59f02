/**
 * The payouts list and the payout detail sit in their own route group with the same shell as
 * (admin) and, like every page there, no loading.tsx above them, so nothing above these pages
 * is a Suspense boundary and the server answers with the page itself, not a skeleton first:
 * - the list's first page is part of the first HTML chunk. Behind a boundary it would arrive as
 *   streamed content, and React reveals streamed content no sooner than 300 ms after the
 *   fallback was painted (its reveal throttle), while the browser's first long script task can
 *   hold the parser off the rows for longer still;
 * - a loading boundary above a page starts the response (200) before the page can say the
 *   payout does not exist. Here the payout is resolved before anything streams, so an unknown
 *   id answers 404.
 */
export { default } from "../(admin)/layout";
