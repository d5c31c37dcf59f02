import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { writeAudit } from "@/lib/db/audit";
import { readSyncState } from "@/lib/db/queries/payout-sync";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { type CustomerSyncCredential, syncCredentialOf, syncCredentials } from "./credentials";
import { DEFAULT_SYNC_OPTIONS, type SyncProgress, type SyncReport, syncCustomerPayouts } from "./sync";
import { httpSyncApi, type SyncApi } from "./sync-api";

/**
 * Runs the payouts sync every PAYOUT_SYNC_INTERVAL_SECONDS for every customer with a credential,
 * and on demand ("Refresh now"). Each instance runs its own timer; the lease in the store lets one
 * of them sync a customer at a time. Listeners hear each finished cycle (the alerts).
 */

/** This process, as a lease holder. */
const HOLDER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** A signed-in client per customer and email, kept so the token is reused until it expires. */
const clients = new Map<string, SyncApi>();

function clientFor(credential: CustomerSyncCredential): SyncApi {
  const key = `${credential.customerId}:${credential.email}`;
  let client = clients.get(key);
  if (!client) {
    client = httpSyncApi(credential, {
      // Each sign-in with the customer's sync credential is a use of it, audited as the operator it is.
      onSignIn: () =>
        writeAudit({
          customerId: credential.customerId,
          operatorEmail: credential.email,
          action: "payout.sync.sign_in",
          targetType: "payout_sync",
          after: { origin: credential.origin },
          outcome: "success",
        }),
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * Told of each finished cycle: `previousFinishedAt` is the end of the customer's cycle before it
 * (null for the first), so "what entered attention since" (./attention.ts, attentionEnteredSince)
 * covers every instant once.
 */
export type CycleListener = (
  scope: CustomerScope,
  report: SyncReport,
  cycle: { startedAt: Date; finishedAt: Date; previousFinishedAt: Date | null },
) => Promise<void> | void;
const listeners = new Set<CycleListener>();

/** Hears every finished cycle of this instance (not a leased-out one). Returns the unsubscribe. */
export function onPayoutSyncCycle(listener: CycleListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Cycles running in this process, per customer: a second "Refresh now" joins the first. */
const running = new Map<string, Promise<SyncReport>>();
const progressOf = new Map<string, SyncProgress>();

export function localProgress(scope: CustomerScope): SyncProgress | undefined {
  return progressOf.get(scope.customerId);
}

async function syncWith(credential: CustomerSyncCredential): Promise<SyncReport> {
  const scope = { customerId: credential.customerId };
  const pending = running.get(scope.customerId);
  if (pending) return pending;
  const cycle = (async () => {
    const startedAt = new Date();
    const state = await readSyncState(scope);
    const report = await syncCustomerPayouts(
      scope,
      clientFor(credential),
      { holder: HOLDER, ...DEFAULT_SYNC_OPTIONS, onProgress: (p) => progressOf.set(scope.customerId, p) },
      { backfilledAt: state?.backfilledAt ?? null },
    );
    if (report.outcome !== "leased") {
      const finishedAt = new Date();
      for (const listener of listeners) {
        try {
          await listener(scope, report, { startedAt, finishedAt, previousFinishedAt: state?.finishedAt ?? null });
        } catch (error) {
          // A listener (the alerts) never stops the sync.
          getLogger().warn({ err: error, customerId: scope.customerId }, "payout sync listener failed");
        }
      }
    }
    if (report.outcome === "failed" || report.outcome === "partial")
      getLogger().warn({ customerId: scope.customerId, error: report.error }, `payout sync ${report.outcome}`);
    return report;
  })().finally(() => {
    running.delete(scope.customerId);
    progressOf.delete(scope.customerId);
  });
  running.set(scope.customerId, cycle);
  return cycle;
}

/** One cycle for every customer with a credential, one customer after another. */
export async function runSyncCycle(): Promise<SyncReport[]> {
  const reports: SyncReport[] = [];
  for (const credential of await syncCredentials()) {
    try {
      reports.push(await syncWith(credential));
    } catch (error) {
      getLogger().warn({ err: error, customerId: credential.customerId }, "payout sync cycle failed");
    }
  }
  return reports;
}

/** "Refresh now": a cycle for the operator's customer; undefined when no credential is configured. */
export async function refreshNow(scope: CustomerScope): Promise<SyncReport | undefined> {
  const credential = await syncCredentialOf(scope);
  return credential ? syncWith(credential) : undefined;
}

/** Starts the timer (instrumentation.ts); returns its stop. PAYOUT_SYNC_INTERVAL_SECONDS=0: none. */
export function startPayoutSync(): () => void {
  const seconds = getEnv().PAYOUT_SYNC_INTERVAL_SECONDS;
  if (seconds === 0) return () => {};
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await runSyncCycle();
    } finally {
      busy = false;
    }
  };
  const first = setTimeout(() => void tick(), 5_000);
  const timer = setInterval(() => void tick(), seconds * 1000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
