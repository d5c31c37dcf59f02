/**
 * The pages of one record (a role, a customer, a bank account) sit in their own route group
 * with the same shell as (admin), only without (admin)'s loading.tsx: a loading boundary above
 * a page starts the response (200) before the page can say the record does not exist. Here the
 * record is read before anything streams, so an unknown id answers 404 with the not-found page.
 * The payout detail does the same in (payouts).
 */
export { default } from "../(admin)/layout";
