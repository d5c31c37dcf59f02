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
