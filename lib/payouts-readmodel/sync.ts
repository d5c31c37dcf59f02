import "server-only";
import type { Payout } from "@/lib/contract";
import { lifecycleOf, PAYOUT_FAILURE_STATUSES, PAYOUT_IN_FLIGHT_STATUSES } from "@/lib/contract/payout-lifecycle";
import {
  deleteFlightRows,
  insertTransitions,
  type PayoutFlightRow,
  type PayoutFlightValues,
  readFlightRows,
  type TransitionValues,
  upsertFlightRows,
} from "@/lib/db/queries/payout-flight";
import { acquireSyncLease, finishSyncCycle, renewSyncLease } from "@/lib/db/queries/payout-sync";
import type { CustomerScope } from "@/lib/db/scope";
import { holderName } from "@/lib/payouts/mask";
import type { SyncApi } from "./sync-api";

/**
 * One sync cycle of one customer's payouts read model. The API lists payouts one status at a time,
 * unsorted, with no "updated since": so each cycle reads every waiting status's list in full and
 * compares it with the model.
 *
 * - A payout seen in a new status is a transition, recorded with the time it was observed.
 * - A payout first seen is in its status "at least since" its updatedAt (no earlier look exists).
 * - A status list that failed part-way (after the backoff gave up) is partial: payouts last known
 *   in it are neither removed nor re-checked this cycle. A partial scan removes nothing it did not
 *   re-read.
 * - A payout missing from every list it could be in is asked for by id before anything changes:
 *   done (COMPLETED, REFUNDED) or gone, it leaves the model; failed, it stays as a failure.
 * - Failure lists are not read each cycle (they only grow); failures enter on an observed
 *   transition, plus once per customer the newest `backfillPages` pages of each failure status.
 * - One instance at a time per customer: a lease in the store, renewed after each list.
 */

export interface SyncOptions {
  /** Who holds the lease (the instance). */
  holder: string;
  leaseMs: number;
  pageSize: number;
  /** Pages per failure status read by the one-time backfill (the API has no date filter). */
  backfillPages: number;
  /** The backfill keeps failures updated within this many days only: an old failure is not news. */
  backfillMaxAgeDays?: number;
  now?: () => Date;
  /** Progress after each status list (the "Refresh now" bar). */
  onProgress?: (progress: SyncProgress) => void;
}

export const DEFAULT_SYNC_OPTIONS = {
  leaseMs: 120_000,
  pageSize: 100,
  backfillPages: 2,
  backfillMaxAgeDays: 7,
} as const;

export interface SyncProgress {
  done: number;
  total: number;
  apiCalls: number;
}

export interface SyncReport {
  outcome: "ok" | "partial" | "failed" | "leased";
  apiCalls: number;
  seen: number;
  inserted: number;
  transitions: number;
  removed: number;
  checkedById: number;
  /** Status lists that could not be read in full this cycle. */
  incomplete: string[];
  backfilled: boolean;
  error: string | null;
}

class LeaseLost extends Error {}

function beneficiaryNameOf(payout: Payout): string | null {
  const account = payout.beneficiary.account as Record<string, unknown>;
  return holderName(account) ?? null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function syncCustomerPayouts(
  scope: CustomerScope,
  api: SyncApi,
  options: SyncOptions,
  state: { backfilledAt: Date | null } = { backfilledAt: null },
): Promise<SyncReport> {
  const now = options.now ?? (() => new Date());
  const report: SyncReport = {
    outcome: "ok",
    apiCalls: 0,
    seen: 0,
    inserted: 0,
    transitions: 0,
    removed: 0,
    checkedById: 0,
    incomplete: [],
    backfilled: false,
    error: null,
  };
  if (!(await acquireSyncLease(scope, options.holder, options.leaseMs))) return { ...report, outcome: "leased" };

  const model = new Map<string, PayoutFlightRow>((await readFlightRows(scope)).map((r) => [r.payoutId, r]));
  const seen = new Set<string>();
  const complete = new Set<string>();
  const wantsBackfill = state.backfilledAt === null;
  const total = PAYOUT_IN_FLIGHT_STATUSES.length + (wantsBackfill ? PAYOUT_FAILURE_STATUSES.length : 0) + 1;
  let done = 0;

  const progress = async () => {
    report.apiCalls = api.calls;
    const p = { done, total, apiCalls: api.calls };
    options.onProgress?.(p);
    if (!(await renewSyncLease(scope, options.holder, options.leaseMs, p))) throw new LeaseLost();
  };

  /** Applies what the API says of some payouts now: inserts, transitions, leavers. */
  async function apply(payouts: Payout[], source: "scan" | "transition" | "backfill") {
    const observedAt = now();
    const upserts: PayoutFlightValues[] = [];
    const transitions: TransitionValues[] = [];
    const leaving: string[] = [];
    for (const p of payouts) {
      seen.add(p.id);
      const known = model.get(p.id);
      const entry = lifecycleOf(p.status);
      const isDone = entry?.terminal === true && !entry.failure;
      const changed = known !== undefined && known.status !== p.status;
      if (changed) {
        transitions.push({
          payoutId: p.id,
          fromStatus: known.status,
          toStatus: p.status,
          observedAt,
          apiUpdatedAt: new Date(p.updatedAt),
        });
      }
      if (isDone) {
        if (known) leaving.push(p.id);
        continue;
      }
      // The backfill only adds what the model lacks: a failure it already follows keeps its story.
      if (source === "backfill" && known) continue;
      if (!known) {
        transitions.push({
          payoutId: p.id,
          fromStatus: null,
          toStatus: p.status,
          observedAt,
          apiUpdatedAt: new Date(p.updatedAt),
        });
      }
      const row: PayoutFlightValues = {
        payoutId: p.id,
        status: p.status,
        phase: entry?.phase ?? "GENERAL",
        amount: String(p.amount),
        currency: p.currency,
        beneficiaryName: beneficiaryNameOf(p),
        externalId: p.externalId ?? null,
        details: p.details ?? null,
        apiUpdatedAt: new Date(p.updatedAt),
        statusSince: changed ? observedAt : (known?.statusSince ?? new Date(p.updatedAt)),
        statusSinceObserved: changed ? true : (known?.statusSinceObserved ?? false),
        firstSeenAt: known?.firstSeenAt ?? observedAt,
        lastSeenAt: observedAt,
        source: known?.source ?? source,
      };
      upserts.push(row);
      if (!known) report.inserted++;
      model.set(p.id, { ...row, customerId: scope.customerId });
    }
    report.transitions += transitions.filter((t) => t.fromStatus !== null).length;
    await upsertFlightRows(scope, upserts);
    await insertTransitions(scope, transitions);
    if (leaving.length > 0) {
      report.removed += await deleteFlightRows(scope, leaving);
      for (const id of leaving) model.delete(id);
    }
  }

  const backfillSince = now().getTime() - (options.backfillMaxAgeDays ?? Number.POSITIVE_INFINITY) * 86_400_000;
  async function readList(status: string, maxPages: number, source: "scan" | "backfill") {
    for (let page = 1; page <= maxPages; page++) {
      const answer = await api.listPage(status, page, options.pageSize);
      const payouts =
        source === "backfill"
          ? answer.payouts.filter((p) => new Date(p.updatedAt).getTime() >= backfillSince)
          : answer.payouts;
      await apply(payouts, source);
      if (page >= answer.totalPage || answer.payouts.length === 0) break;
    }
  }

  try {
    for (const status of PAYOUT_IN_FLIGHT_STATUSES) {
      try {
        await readList(status, Number.POSITIVE_INFINITY, "scan");
        complete.add(status);
      } catch (error) {
        if (error instanceof LeaseLost) throw error;
        report.incomplete.push(status);
        report.error = `${status}: ${errorText(error)}`;
      }
      done++;
      await progress();
    }

    if (wantsBackfill) {
      let backfillOk = true;
      for (const status of PAYOUT_FAILURE_STATUSES) {
        try {
          await readList(status, options.backfillPages, "backfill");
        } catch (error) {
          if (error instanceof LeaseLost) throw error;
          backfillOk = false;
          report.error = `backfill ${status}: ${errorText(error)}`;
        }
        done++;
        await progress();
      }
      report.backfilled = backfillOk;
    }

    // Missing from a list read in full: ask by id before anything changes.
    const missing = [...model.values()].filter((r) => complete.has(r.status) && !seen.has(r.payoutId));
    for (const row of missing) {
      try {
        const payout = await api.findById(row.payoutId);
        report.checkedById++;
        if (payout) await apply([payout], "transition");
        else {
          report.removed += await deleteFlightRows(scope, [row.payoutId]);
          model.delete(row.payoutId);
        }
      } catch (error) {
        report.error = `check ${row.payoutId}: ${errorText(error)}`;
        report.incomplete.push(`id:${row.payoutId}`);
      }
    }
    done++;
    await progress();
    report.seen = seen.size;
    report.outcome = report.incomplete.length === 0 && report.error === null ? "ok" : "partial";
    if (complete.size === 0) report.outcome = "failed";
  } catch (error) {
    report.outcome = "failed";
    report.error = error instanceof LeaseLost ? "lease lost to another instance" : errorText(error);
    if (error instanceof LeaseLost) return { ...report, apiCalls: api.calls };
  }
  report.apiCalls = api.calls;
  await finishSyncCycle(scope, options.holder, {
    outcome: report.outcome,
    error: report.error,
    apiCalls: report.apiCalls,
    backfilled: report.backfilled,
  });
  return report;
}
