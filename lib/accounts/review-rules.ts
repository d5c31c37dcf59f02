/**
 * Why a compliance reviewer rejects a bank account: the common reasons, offered by the kind of
 * account and of holder (a PIX key reason for a PIX account, a company registration reason for a
 * company), and "other" with the reviewer's own words. Client-safe (the decision dialog lists
 * them; the operation checks them): no imports. The labels live in the message catalogues under
 * accounts.review.reasons.<code>, so the text sent with a rejection is in the reviewer's language.
 */

export const REJECTION_REASON_CODES = [
  "name_mismatch",
  "document_invalid",
  "not_holders_account",
  "bank_details_unverified",
  "wallet_unverified",
  "pix_key_mismatch",
  "phone_unverified",
  "company_unverified",
  "duplicate",
  "other",
] as const;
export type RejectionReasonCode = (typeof REJECTION_REASON_CODES)[number];

/** A rejection reason sent to the API is at least this long: "ok" tells the holder nothing. */
export const REJECTION_REASON_MIN = 10;

/** Reasons that only fit some rails. */
const RAIL_REASONS: Partial<Record<RejectionReasonCode, readonly string[]>> = {
  bank_details_unverified: ["PSE", "SPEI", "ACH", "WIRE"],
  wallet_unverified: ["WALLET"],
  pix_key_mismatch: ["PIX"],
  phone_unverified: ["TRANSFIYA"],
};

/**
 * The reasons offered for one account, in the order shown; "other" always last. An account type
 * the dashboard does not know (a newer API) gets the reasons every account shares.
 */
export function rejectionReasonsFor(account: { type: string; company: boolean }): RejectionReasonCode[] {
  return REJECTION_REASON_CODES.filter((code) => {
    const rails = RAIL_REASONS[code];
    if (rails) return rails.includes(account.type);
    if (code === "company_unverified") return account.company;
    return true;
  });
}

export const isRejectionReasonCode = (value: unknown): value is RejectionReasonCode =>
  (REJECTION_REASON_CODES as readonly unknown[]).includes(value);

/**
 * The dashboard's refusal of a decision on an account that changed since the reviewer saw it
 * (another reviewer decided it, or its data was edited): nothing is sent to the API.
 */
export const ACCOUNT_CHANGED_CODE = "DASHBOARD.ACCOUNT_CHANGED";
/** The API's answer when the account is no longer PENDING (sandbox/routes/accounts.ts). */
export const ACCOUNT_NOT_PENDING_CODE = "ACCOUNT.1410";
