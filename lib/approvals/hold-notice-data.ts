/**
 * What a confirmation needs to say, before the click, whether a change is sent now or held for
 * approval and by whom (issue 30): the policy in force, reduced to what the browser shows.
 * Client-safe: no imports.
 */
export interface HoldNoticeData {
  /** The policy holds changes of this kind (which ones exactly, the form knows: `applies`). */
  enabled: boolean;
  approvers: 1 | 2;
  ttlMinutes: number;
  /** Recharges: the smallest amount (COP) held; null elsewhere. */
  thresholdCop: number | null;
  /** The permission an approver needs. */
  permission: string;
}

/**
 * Whether this change will be held, as the notice says it (components/approvals/hold-notice.tsx):
 * the policy holds changes of this kind (`applies`), and a recharge's amount reaches the
 * threshold. A recharge without an amount yet is not said to be held.
 */
export function willBeHeld(hold: HoldNoticeData | null | undefined, applies = true, amount?: number | null): boolean {
  if (!hold?.enabled || !applies) return false;
  const threshold = hold.thresholdCop ?? 0;
  if (amount === undefined || amount === null) return threshold <= 0;
  return amount >= threshold;
}
