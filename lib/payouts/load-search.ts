import { defineTableSearch } from "@/components/data-table/search";
import { PAYOUT_SEARCH_SPEC } from "./search-params";

/** The payouts list's URL parsed on the server (page, export route), with the browser's parsers. */
export const payoutServerSearch = defineTableSearch(PAYOUT_SEARCH_SPEC);
export const loadPayoutSearch = payoutServerSearch.load;
