/**
 * What the payouts sync (issue 29, point 1) tells the alerts (lib/payouts/alerts.ts) after a
 * cycle: the payouts that, in this cycle, became overdue or failed. Declared apart from both, so
 * neither imports the other's internals.
 */
export interface PayoutTransition {
  payoutId: string;
  /** failed: entered a failure status; overdue: went past its status's service level. */
  kind: "failed" | "overdue";
  /** The status it is in now (the failure status, or the status it is overdue in). */
  status: string;
  /** When the sync observed it (failed) or when the service level ran out (overdue). */
  at: Date;
  /** For the chat message: amount and currency as the API gives them, beneficiary's name. */
  amount?: number;
  currency?: string;
  beneficiaryName?: string;
}

/**
 * One alert per payout, kind and status entered at that time: a cycle retried after a failure
 * raises none twice, and a payout that fails again later (another status, another time) does.
 */
export const transitionKey = (t: PayoutTransition): string =>
  `${t.kind}:${t.payoutId}:${t.status}:${t.at.toISOString()}`;
