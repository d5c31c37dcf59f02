import { createLoader, parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from "@/lib/contract";

/** The review queue's URL state, read by the page (server) and the filters (client) alike. */
export const accountSearchParams = {
  status: parseAsStringLiteral(ACCOUNT_STATUSES),
  type: parseAsStringLiteral(ACCOUNT_TYPES),
  page: parseAsInteger.withDefault(1),
};

export const loadAccountSearch = createLoader(accountSearchParams);

export const ACCOUNTS_PAGE_SIZE = 25;
