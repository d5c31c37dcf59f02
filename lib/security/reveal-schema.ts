import { z } from "zod";

/**
 * What the browser sends to reveal one masked value, and the reason every reveal and full-value
 * export records. Client-safe: the dialog validates with the same rules the server enforces.
 */
export const REVEAL_REASON_MIN = 10;
export const REVEAL_REASON_MAX = 500;

export const revealReasonSchema = z
  .string()
  .trim()
  .min(REVEAL_REASON_MIN, `At least ${REVEAL_REASON_MIN} characters`)
  .max(REVEAL_REASON_MAX, `At most ${REVEAL_REASON_MAX} characters`);

/**
 * Records whose masked values can be revealed, each read again with the operator's own access;
 * "change_request" is a pending request's proposed input (a new account number the API does not
 * hold yet), for operators the approvals read rule lets see it.
 */
export const REVEAL_RECORD_TYPES = ["payout", "account", "user", "webhook_event", "change_request"] as const;
export type RevealRecordType = (typeof REVEAL_RECORD_TYPES)[number];

export const revealInputSchema = z.strictObject({
  recordType: z.enum(REVEAL_RECORD_TYPES),
  recordId: z.string().trim().min(1).max(200),
  /** Dotted path inside the record ("beneficiary.account.accountNumber", a request's "input.data.accountNumber"); only masked keys are answered. */
  field: z.string().min(1).max(200),
  reason: revealReasonSchema,
});
export type RevealInput = z.infer<typeof revealInputSchema>;

/** How long the browser shows a revealed value before masking it again. */
export const REVEAL_VISIBLE_MS = 30_000;
