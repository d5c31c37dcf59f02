import "server-only";
import { lifecycleOf, statusesOfPhase } from "@/lib/contract/payout-lifecycle";
import { queryFlight } from "@/lib/db/queries/payout-flight";
import { readSyncState } from "@/lib/db/queries/payout-sync";
import type { CustomerScope } from "@/lib/db/scope";
import { hasSyncCredential } from "./credentials";
import { FLIGHT_PAGE_SIZE, type FlightSearch } from "./search-params";
import { attentionFilter, isOverdue, type ServiceLevels } from "./service-levels";
import { serviceLevelsOf } from "./service-levels-store";

/** A payout as the read model knows it, with what the screens say of its time in status. */
export interface FlightItem {
  id: string;
  status: string;
  phase: string;
  amount: number;
  currency: string;
  beneficiaryName: string | null;
  externalId: string | null;
  /** Failure reason (`details`), only when the status is a failure. */
  failureReason: string | null;
  /** ISO: since when in this status (observed), or at least since (only updatedAt known). */
  statusSince: string;
  statusSinceObserved: boolean;
  serviceLevelHours: number | null;
  overdue: boolean;
  failure: boolean;
  /** ISO: when the sync last read it. */
  lastSeenAt: string;
}

export interface FlightPage {
  items: FlightItem[];
  total: number;
  pageCount: number;
  page: number;
  /** ISO of the last finished sync cycle, null before the first. */
  syncedAt: string | null;
  syncOutcome: string | null;
  /** No read-only API operator configured (and no sandbox default): the model does not fill. */
  noCredential: boolean;
}

export function toFlightItem(
  row: Awaited<ReturnType<typeof queryFlight>>["rows"][number],
  levels: ServiceLevels,
  now: Date,
): FlightItem {
  const failure = lifecycleOf(row.status)?.failure === true;
  return {
    id: row.payoutId,
    status: row.status,
    phase: row.phase,
    amount: Number(row.amount),
    currency: row.currency,
    beneficiaryName: row.beneficiaryName,
    externalId: row.externalId,
    failureReason: failure ? row.details : null,
    statusSince: row.statusSince.toISOString(),
    statusSinceObserved: row.statusSinceObserved,
    serviceLevelHours: levels.get(row.status) ?? null,
    overdue: isOverdue(row.status, row.statusSince, levels, now),
    failure,
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}

/** One page of the read model as the URL asks (phase, attention, sort), for the customer. */
export async function listFlight(
  scope: CustomerScope & { email?: string },
  search: FlightSearch,
  now = new Date(),
): Promise<FlightPage> {
  const [levels, state, credential] = await Promise.all([
    serviceLevelsOf(scope),
    readSyncState(scope),
    hasSyncCredential(scope),
  ]);
  const { rows, total } = await queryFlight(scope, {
    statuses: search.phase ? statusesOfPhase(search.phase) : undefined,
    attention: search.attention ? attentionFilter(levels, now) : undefined,
    sort: search.sort,
    limit: FLIGHT_PAGE_SIZE,
    offset: (search.page - 1) * FLIGHT_PAGE_SIZE,
    // "me" is the signed-in operator's key (the email in lower case), as assignments store it.
    owner:
      search.assignee === "me" && scope.email
        ? { assignee: scope.email.trim().toLowerCase() }
        : search.unassigned
          ? { unassigned: true }
          : undefined,
  });
  return {
    items: rows.map((r) => toFlightItem(r, levels, now)),
    total,
    pageCount: Math.max(1, Math.ceil(total / FLIGHT_PAGE_SIZE)),
    page: search.page,
    syncedAt: state?.finishedAt?.toISOString() ?? null,
    syncOutcome: state?.outcome ?? null,
    // A cycle that ran had a credential; else one configured, or a sandbox default this process knows.
    noCredential: !credential && state === undefined,
  };
}
