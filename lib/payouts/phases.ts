import {
  needsAttention,
  PAYOUT_ATTENTION_STATUSES,
  PAYOUT_STATUS_PHASES,
  PAYOUT_TERMINAL_STATUSES,
  type PayoutPhase,
  payoutPhaseOf,
} from "@/lib/contract/payout-statuses";

/** The four lifecycle phases a payout travels through, in order (GENERAL holds the overall statuses). */
export const LIFECYCLE_PHASES = ["CASH_IN", "KYT_OUT", "CASH_OUT", "REFUND"] as const satisfies readonly PayoutPhase[];
export type LifecyclePhase = (typeof LIFECYCLE_PHASES)[number];

/** Picker order: the spec's own order, general statuses first. */
export const STATUS_GROUPS: ReadonlyArray<{ phase: PayoutPhase; statuses: readonly string[] }> = (
  Object.keys(PAYOUT_STATUS_PHASES) as PayoutPhase[]
).map((phase) => ({ phase, statuses: PAYOUT_STATUS_PHASES[phase] }));

export type StatusTone = "neutral" | "info" | "warning" | "success" | "destructive" | "primary";

const SUCCESS_SUFFIXES = ["_COMPLETED"];
const WAITING_MARKERS = ["PENDING", "REQUEST"];

/**
 * Badge colour: failures and errors red whatever the phase, completion green, waiting on
 * someone amber, refunds (money going back) violet, everything else in progress blue.
 * Unknown statuses from a newer API are neutral rather than guessed.
 */
export function statusTone(status: string): StatusTone {
  if (needsAttention(status)) return "destructive";
  if (status === "COMPLETED" || status === "REFUNDED") return "success";
  const phase = payoutPhaseOf(status);
  if (phase === undefined) return "neutral";
  if (phase === "REFUND") return status === "REFUND_COMPLETED" ? "success" : "primary";
  if (SUCCESS_SUFFIXES.some((s) => status.endsWith(s))) return "success";
  if (WAITING_MARKERS.some((m) => status.includes(m))) return "warning";
  return "info";
}

export type StatusCounts = Partial<Record<string, number>>;

export type LifecycleSummary = {
  total: number;
  phases: Record<LifecyclePhase, number>;
  terminal: Record<(typeof PAYOUT_TERMINAL_STATUSES)[number], number>;
  attention: number;
  /** CREATED: accepted but not yet in a phase. */
  created: number;
};

/** Folds per-status counts into the lifecycle strip's figures. */
export function summarize(counts: StatusCounts): LifecycleSummary {
  const sum = (statuses: readonly string[]) => statuses.reduce((acc, s) => acc + (counts[s] ?? 0), 0);
  const phases = Object.fromEntries(
    LIFECYCLE_PHASES.map((phase) => [phase, sum(PAYOUT_STATUS_PHASES[phase])]),
  ) as Record<LifecyclePhase, number>;
  const terminal = Object.fromEntries(
    PAYOUT_TERMINAL_STATUSES.map((s) => [s, counts[s] ?? 0]),
  ) as LifecycleSummary["terminal"];
  const total = Object.values(counts).reduce<number>((acc, n) => acc + (n ?? 0), 0);
  return { total, phases, terminal, attention: sum(PAYOUT_ATTENTION_STATUSES), created: counts.CREATED ?? 0 };
}

/** Statuses of a strip segment, for the quick-pick a phase click opens (the API filters by one status). */
export function statusesOfSegment(segment: LifecyclePhase | "ATTENTION"): readonly string[] {
  return segment === "ATTENTION" ? PAYOUT_ATTENTION_STATUSES : PAYOUT_STATUS_PHASES[segment];
}

/* One payout's progress, for the detail's stepper. */

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
