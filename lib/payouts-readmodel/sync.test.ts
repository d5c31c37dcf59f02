import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAYOUT_FAILURE_STATUSES, PAYOUT_IN_FLIGHT_STATUSES } from "@/lib/contract/payout-lifecycle";
import { setStoreForTests } from "@/lib/db";
import { openTestStore, type TestStore, testStoreKind } from "@/lib/db/test-store";
import { resetEnvForTests } from "@/lib/env";
import { payouts as sandboxPayouts } from "@/sandbox/db/schema";
import { SEED, SEED_PASSWORD } from "@/sandbox/seed/base";
import { SEED_SYNC_OPERATORS } from "@/sandbox/seed/sync-operators";
import { createTestApp, TEST_NOW, type TestApp } from "@/sandbox/test/test-app";

/**
 * The payouts sync against the sandbox over real HTTP, on a real store: a first cycle fills the
 * model, a payout the provider moves is a transition observed, a payout gone from every list is
 * asked for by id before it leaves, API faults are retried or leave the scan partial without
 * removing anything, and one customer's lease keeps a second instance out.
 */

vi.mock("server-only", () => ({}));

const acme = { customerId: SEED.customers.acme.id };
const otra = { customerId: SEED.customers.otra.id };
/** The seed's read-only API operator of Acme: the sync needs nothing more than payouts:read. */
const credential = { email: SEED_SYNC_OPERATORS.acme.email, password: SEED_PASSWORD };
const FAST = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 };

let sandbox: TestApp;
let server: ServerType;
let store: TestStore;
/** Answers injected before the sandbox's (path+query substring → statuses to answer, in turn). */
const faults: { match: string; statuses: number[] }[] = [];

async function fetchWithFaults(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const fault = faults.find((f) => `${url.pathname}${url.search}`.includes(f.match) && f.statuses.length > 0);
  const status = fault?.statuses.shift();
  if (status !== undefined) return new Response(JSON.stringify({ message: "injected" }), { status });
  return sandbox.app.fetch(request);
}

beforeAll(async () => {
  sandbox = await createTestApp();
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: fetchWithFaults, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  process.env.API_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.API_TIMEOUT_MS = "5000";
  resetEnvForTests();
  store = await openTestStore();
  setStoreForTests(Promise.resolve(store));
}, 180_000);

afterAll(async () => {
  setStoreForTests(undefined);
  await store?.dispose();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await sandbox?.close();
  delete process.env.API_TIMEOUT_MS;
  resetEnvForTests();
});

async function syncOnce(holder = "instance-a", now?: () => Date) {
  const { syncCustomerPayouts } = await import("./sync");
  const { httpSyncApi } = await import("./sync-api");
  const { readSyncState } = await import("@/lib/db/queries/payout-sync");
  const state = await readSyncState(acme);
  const api = httpSyncApi(credential, { backoff: FAST });
  return syncCustomerPayouts(
    acme,
    api,
    // The sandbox's data is dated around TEST_NOW, weeks ago: the backfill's age limit is lifted here.
    { holder, leaseMs: 60_000, pageSize: 25, backfillPages: 1, backfillMaxAgeDays: 100_000, now },
    { backfilledAt: state?.backfilledAt ?? null },
  );
}

async function sandboxRows(statuses: readonly string[]) {
  return sandbox.db
    .select({ id: sandboxPayouts.id, status: sandboxPayouts.status })
    .from(sandboxPayouts)
    .where(and(eq(sandboxPayouts.customerId, acme.customerId), inArray(sandboxPayouts.status, [...statuses])));
}

async function moveInSandbox(id: string, status: string) {
  await sandbox.db.update(sandboxPayouts).set({ status, updatedAt: new Date() }).where(eq(sandboxPayouts.id, id));
}

async function modelRow(id: string) {
  const { flightRowsByIds } = await import("@/lib/db/queries/payout-flight");
  return (await flightRowsByIds(acme, [id]))[0];
}

describe(`payouts sync (${testStoreKind()}, real sandbox over HTTP)`, () => {
  it("a first cycle holds every payout in flight, the newest failures once, and nothing of another customer", async () => {
    const report = await syncOnce();
    expect(report.outcome, report.error ?? "").toBe("ok");
    const { readFlightRows } = await import("@/lib/db/queries/payout-flight");
    const rows = await readFlightRows(acme);
    const inFlight = await sandboxRows(PAYOUT_IN_FLIGHT_STATUSES);
    const modelInFlight = rows.filter((r) => (PAYOUT_IN_FLIGHT_STATUSES as readonly string[]).includes(r.status));
    expect(modelInFlight.map((r) => r.payoutId).sort()).toEqual(inFlight.map((r) => r.id).sort());
    // Backfill: at most one page (25) of each failure status, all present here since the test seed is small.
    const failures = await sandboxRows(PAYOUT_FAILURE_STATUSES);
    expect(rows.length - modelInFlight.length).toBe(failures.length);
    expect(report.backfilled).toBe(true);
    // First seen already in its status: only "at least since" its updatedAt is known.
    expect(rows.every((r) => !r.statusSinceObserved && r.statusSince.getTime() === r.apiUpdatedAt.getTime())).toBe(
      true,
    );
    expect(await readFlightRows(otra)).toEqual([]);
    expect(report.apiCalls).toBeGreaterThan(PAYOUT_IN_FLIGHT_STATUSES.length);
  });

  it("observes a transition, and asks by id before a payout that left every list leaves the model", async () => {
    const [kyt, cashOut, refund] = await sandboxRows(["KYT_OUT_PENDING", "CASH_OUT_PENDING", "REFUND_PROCESSING"]).then(
      (rows) => [
        rows.find((r) => r.status === "KYT_OUT_PENDING"),
        rows.find((r) => r.status === "CASH_OUT_PENDING"),
        rows.find((r) => r.status === "REFUND_PROCESSING"),
      ],
    );
    if (!kyt || !cashOut || !refund) throw new Error("seed lacks a status the test needs");
    await moveInSandbox(kyt.id, "KYT_OUT_COMPLETED");
    await moveInSandbox(cashOut.id, "CASH_OUT_FAILED");
    await moveInSandbox(refund.id, "REFUNDED");
    // An hour ahead of the first cycle, so the timeline orders it after the first sighting.
    const observedAt = new Date(Date.now() + 3_600_000);

    const report = await syncOnce("instance-a", () => observedAt);
    expect(report.outcome, report.error ?? "").toBe("ok");
    expect(report.transitions).toBe(3);

    const moved = await modelRow(kyt.id);
    expect(moved).toMatchObject({ status: "KYT_OUT_COMPLETED", statusSinceObserved: true, statusSince: observedAt });
    // Failed: found by id (failure lists are not read each cycle) and kept as attention.
    expect(await modelRow(cashOut.id)).toMatchObject({ status: "CASH_OUT_FAILED", statusSince: observedAt });
    // Done: leaves the model, its transition kept.
    expect(await modelRow(refund.id)).toBeUndefined();
    expect(report.checkedById).toBe(2);

    const { transitionsOfPayout } = await import("@/lib/db/queries/payout-flight");
    const history = await transitionsOfPayout(acme, refund.id);
    expect(history.map((t) => [t.fromStatus, t.toStatus])).toEqual([
      [null, "REFUND_PROCESSING"],
      ["REFUND_PROCESSING", "REFUNDED"],
    ]);
  });

  it("retries a 429 and a 503 and still reads the list in full", async () => {
    faults.push({ match: "status=CASH_IN_PENDING", statuses: [429, 503] });
    const report = await syncOnce();
    expect(report.outcome, report.error ?? "").toBe("ok");
    expect(faults[0]?.statuses).toEqual([]);
    faults.length = 0;
  });

  it("a list that keeps failing leaves the scan partial and removes nothing it did not re-read", async () => {
    const [victim] = await sandboxRows(["CASH_OUT_PROCESSING"]);
    if (!victim) throw new Error("seed lacks CASH_OUT_PROCESSING");
    // The payout completes at the API, but its list cannot be read this cycle, nor its id.
    await moveInSandbox(victim.id, "COMPLETED");
    faults.push({ match: "status=CASH_OUT_PROCESSING", statuses: [503, 503, 503, 503, 503, 503] });
    const partial = await syncOnce();
    expect(partial.outcome).toBe("partial");
    expect(partial.incomplete).toContain("CASH_OUT_PROCESSING");
    expect(await modelRow(victim.id)).toMatchObject({ status: "CASH_OUT_PROCESSING" });
    faults.length = 0;

    // Next cycle reads the list in full, misses the payout, asks by id: it leaves.
    const full = await syncOnce();
    expect(full.outcome, full.error ?? "").toBe("ok");
    expect(await modelRow(victim.id)).toBeUndefined();
  });

  it("the one-time backfill keeps only failures updated within its age limit", async () => {
    const { syncCustomerPayouts } = await import("./sync");
    const { httpSyncApi } = await import("./sync-api");
    const { readFlightRows } = await import("@/lib/db/queries/payout-flight");
    const api = httpSyncApi({ email: SEED_SYNC_OPERATORS.otra.email, password: SEED_PASSWORD }, { backoff: FAST });
    const report = await syncCustomerPayouts(otra, api, {
      holder: "instance-a",
      leaseMs: 60_000,
      pageSize: 100,
      backfillPages: 1,
      backfillMaxAgeDays: 7,
      now: () => TEST_NOW,
    });
    expect(report.outcome, report.error ?? "").toBe("ok");
    const failures = (await readFlightRows(otra)).filter((r) =>
      (PAYOUT_FAILURE_STATUSES as readonly string[]).includes(r.status),
    );
    const weekAgo = TEST_NOW.getTime() - 7 * 86_400_000;
    expect(failures.every((r) => r.apiUpdatedAt.getTime() >= weekAgo)).toBe(true);
    const all = await sandbox.db
      .select({ updatedAt: sandboxPayouts.updatedAt })
      .from(sandboxPayouts)
      .where(
        and(
          eq(sandboxPayouts.customerId, otra.customerId),
          inArray(sandboxPayouts.status, [...PAYOUT_FAILURE_STATUSES]),
        ),
      );
    expect(failures.length).toBe(all.filter((r) => r.updatedAt.getTime() >= weekAgo).length);
    expect(failures.length).toBeLessThan(all.length);
  });

  it("two instances never sync one customer at once: the second finds the lease taken", async () => {
    const { acquireSyncLease, finishSyncCycle } = await import("@/lib/db/queries/payout-sync");
    const [a, b] = await Promise.all([
      acquireSyncLease(acme, "instance-a", 60_000),
      acquireSyncLease(acme, "instance-b", 60_000),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const winner = a ? "instance-a" : "instance-b";
    const loser = a ? "instance-b" : "instance-a";
    expect((await syncOnce(loser)).outcome).toBe("leased");
    await finishSyncCycle(acme, winner, { outcome: "ok", error: null, apiCalls: 0, backfilled: false });
    expect((await syncOnce(loser)).outcome).toBe("ok");
  });

  it("two instances syncing one customer at the same moment: one reads, the other is leased out", async () => {
    const outcomes = (await Promise.all([syncOnce("instance-a"), syncOnce("instance-b")])).map((r) => r.outcome);
    expect(outcomes.sort()).toEqual(["leased", "ok"]);
  });

  it("against the sandbox, each seeded customer's read-only operator is the default; Refresh now audits its sign-in", async () => {
    process.env.API_EXTENSIONS = "all";
    resetEnvForTests();
    try {
      const { syncCredentials } = await import("./credentials");
      const found = await syncCredentials();
      expect(found.map((c) => [c.customerId, c.email, c.origin]).sort()).toEqual(
        [
          [acme.customerId, SEED_SYNC_OPERATORS.acme.email, "sandbox"],
          [otra.customerId, SEED_SYNC_OPERATORS.otra.email, "sandbox"],
        ].sort(),
      );
      const { refreshNow } = await import("./scheduler");
      const report = await refreshNow(otra);
      expect(report?.outcome, report?.error ?? "").toBe("ok");
      const { auditLog } = await import("@/lib/db/schema");
      const entries = await store.db.select().from(auditLog).where(eq(auditLog.action, "payout.sync.sign_in"));
      expect(entries.map((e) => [e.customerId, e.operatorEmail])).toContainEqual([
        otra.customerId,
        SEED_SYNC_OPERATORS.otra.email,
      ]);
    } finally {
      delete process.env.API_EXTENSIONS;
      resetEnvForTests();
    }
  });

  it("an expired lease is taken over, and the instance that lost it stops", async () => {
    const { acquireSyncLease, renewSyncLease } = await import("@/lib/db/queries/payout-sync");
    expect(await acquireSyncLease(acme, "instance-a", 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(await acquireSyncLease(acme, "instance-b", 60_000)).toBe(true);
    expect(await renewSyncLease(acme, "instance-a", 60_000, { done: 1, total: 2, apiCalls: 1 })).toBe(false);
    const { finishSyncCycle } = await import("@/lib/db/queries/payout-sync");
    await finishSyncCycle(acme, "instance-b", { outcome: "ok", error: null, apiCalls: 0, backfilled: false });
  });
});
