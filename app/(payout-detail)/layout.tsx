/**
 * The payout detail page sits in its own route group with the same shell as (admin), only
 * without (admin)'s loading.tsx: a loading boundary above a page starts the response (200)
 * before the page can say the payout does not exist. Here the payout is resolved before
 * anything streams, so an unknown id answers 404.
 */
export { default } from "../(admin)/layout";
