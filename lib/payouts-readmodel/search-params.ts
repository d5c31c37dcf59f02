import { createLoader, createSerializer, parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import { PAYOUT_FLOW_PHASES } from "@/lib/contract/payout-lifecycle";

/**
 * The payouts list's read-model URL contract, shareable and read on the server:
 * `/payouts?phase=KYT_OUT` (or CASH_IN, CASH_OUT, REFUND): every status of the phase;
 * `/payouts?attention=1`: failed, errored and overdue payouts, oldest first;
 * `&sort=age` (oldest in status first), `-age` (newest first), `amount` (largest first, by currency).
 * Any of them set, the list comes from the read model; none, from the API (in the API's order).
 */
export const FLIGHT_SORTS = ["age", "-age", "amount"] as const;
export type FlightSortParam = (typeof FLIGHT_SORTS)[number];
export const FLIGHT_PAGE_SIZE = 25;

export const flightParsers = {
  phase: parseAsStringLiteral(PAYOUT_FLOW_PHASES),
  // The contract says "1"; "true" is read as well.
  attention: parseAsStringLiteral(["1", "true"] as const),
  sort: parseAsStringLiteral(FLIGHT_SORTS),
  page: parseAsInteger.withDefault(1),
  // Who owns it (lib/payouts/ownership.ts): `?assignee=me` the operator's own, `?unassigned=1` nobody's.
  assignee: parseAsStringLiteral(["me"] as const),
  unassigned: parseAsStringLiteral(["1", "true"] as const),
};

export const loadFlightSearch = createLoader(flightParsers);
export const serializeFlightSearch = createSerializer(flightParsers);

export interface FlightSearch {
  phase: (typeof PAYOUT_FLOW_PHASES)[number] | null;
  attention: boolean;
  sort: FlightSortParam;
  page: number;
  /** Who owns it; absent: anyone. */
  assignee?: "me" | null;
  unassigned?: boolean;
}

type RawParams = Record<string, string | string[] | undefined>;

/** The read-model search a URL asks for, or null when it asks for the API's list. */
export function flightSearchOf(raw: RawParams): FlightSearch | null {
  const values = loadFlightSearch(raw);
  if (
    values.phase === null &&
    values.attention === null &&
    values.sort === null &&
    values.assignee === null &&
    values.unassigned === null
  )
    return null;
  return {
    phase: values.phase,
    attention: values.attention !== null,
    sort: values.sort ?? "age",
    page: Math.max(1, values.page),
    // Present only when asked; both asked: "mine" wins (an assigned payout is not unassigned).
    ...(values.assignee ? { assignee: values.assignee } : {}),
    ...(values.unassigned !== null && values.assignee === null ? { unassigned: true } : {}),
  };
}

/** The href of a read-model search (page 1 unless given); null values leave the URL. */
export function flightHref(search: Partial<FlightSearch>): string {
  return `/payouts${serializeFlightSearch({
    phase: search.phase ?? null,
    attention: search.attention ? "1" : null,
    // age is the default once the URL names a phase or attention; alone, it is what selects the model.
    sort:
      search.sort &&
      (search.sort !== "age" || (!search.phase && !search.attention && !search.assignee && !search.unassigned))
        ? search.sort
        : null,
    page: search.page && search.page > 1 ? search.page : null,
    assignee: search.assignee ?? null,
    unassigned: search.unassigned ? "1" : null,
  })}`;
}
