import { createLoader, createParser, createSerializer } from "nuqs/server";
import { DEFAULT_PAGE_SIZE, parseExactText, parseLimit, parsePage, parseStatus } from "./search-values";

export * from "./search-values";

export const parseAsLimit = createParser<number>({ parse: parseLimit, serialize: String });
export const parseAsPage = createParser<number>({ parse: parsePage, serialize: String });
export const parseAsPayoutStatus = createParser({ parse: parseStatus, serialize: String });
const parseAsExactText = createParser<string>({ parse: parseExactText, serialize: String });

/** The list's URL state, under the API's own parameter names; read by the RSC loader, the export route and the corrections. */
export const payoutSearchParsers = {
  status: parseAsPayoutStatus,
  id: parseAsExactText,
  externalId: parseAsExactText,
  page: parseAsPage.withDefault(1),
  limit: parseAsLimit.withDefault(DEFAULT_PAGE_SIZE),
};

export const loadPayoutSearch = createLoader(payoutSearchParsers);
export const serializePayoutSearch = createSerializer(payoutSearchParsers, { clearOnDefault: true });
