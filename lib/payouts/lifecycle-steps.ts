import { needsAttention, payoutPhaseOf } from "@/lib/contract/payout-statuses";
import type { LifecyclePhase } from "./phases";

/*
 * One payout's progress, for the detail's stepper. Apart from the list's phases and counts
 * (phases.ts) so the list's first load does not carry it.
 */

export type LifecycleStep = { phase: LifecyclePhase; state: "done" | "current" | "failed" | "upcoming" | "skipped" };

/**
 * Where a status sits in the lifecycle, for the detail's stepper. Cash-in, KYT and cash-out
 * run in order; a refund is the failure branch, so it shows only when the payout took it.
 * Unknown statuses mark nothing current (the stepper then shows the raw status).
 */
export function lifecycleSteps(status: string): LifecycleStep[] {
  const phase = payoutPhaseOf(status);
  const happy = ["CASH_IN", "KYT_OUT", "CASH_OUT"] as const;
  const failed = needsAttention(status);
  if (status === "COMPLETED") return [...happy.map((p) => ({ phase: p, state: "done" as const })), refund("skipped")];
  if (status === "REFUNDED") return [...happy.map((p) => ({ phase: p, state: "done" as const })), refund("done")];
  if (phase === "REFUND") {
    const state = failed ? "failed" : status === "REFUND_COMPLETED" ? "done" : "current";
    return [...happy.map((p) => ({ phase: p, state: "done" as const })), refund(state)];
  }
  const index = phase === undefined || phase === "GENERAL" ? -1 : happy.indexOf(phase);
  const steps = happy.map((p, i): LifecycleStep => {
    if (index === -1) return { phase: p, state: "upcoming" };
    if (i < index) return { phase: p, state: "done" };
    if (i > index) return { phase: p, state: "upcoming" };
    return { phase: p, state: failed ? "failed" : "current" };
  });
  return [...steps, refund("upcoming")];
}

function refund(state: LifecycleStep["state"]): LifecycleStep {
  return { phase: "REFUND", state };
}
