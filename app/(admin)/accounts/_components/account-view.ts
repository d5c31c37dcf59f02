import { type RejectionReasonCode, rejectionReasonsFor } from "@/lib/accounts/review-rules";
import type { Account } from "@/lib/contract";
import { maskAccountNumber } from "@/lib/security/masking";
import { usableComplianceUrl } from "./compliance-link";

const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : undefined);

/** The fields the queue shows, read tolerantly from the open-ended `data` of any account type. */
export function accountSummary(account: Account) {
  const d = account.data;
  const person = [str(d.firstName), str(d.lastName)].filter(Boolean).join(" ");
  return {
    holder: str(d.companyName) ?? (person || undefined),
    company: str(d.companyName) !== undefined,
    bankCode: str(d.bankCode),
    number: maskAccountNumber(str(d.accountNumber) ?? str(d.clabe) ?? str(d.address) ?? str(d.alias) ?? ""),
  };
}

/** What one queue row shows, worked out on the server (masked number, bank name, usable link). */
export interface AccountQueueRow {
  id: string;
  userId: string;
  type: string;
  status: string;
  holder: string | null;
  bank: string | null;
  number: string;
  complianceUrl: string | null;
  updatedAt: string;
  /** The rejection reasons offered for this account's rail and holder. */
  reasons: RejectionReasonCode[];
}

/** The queue's rows in the API's order: what each shows, with the bank named where the list of banks knows it. */
export function queueRows(accounts: readonly Account[], banks: ReadonlyMap<string, string>): AccountQueueRow[] {
  return accounts.map((account) => {
    const s = accountSummary(account);
    return {
      id: account.id,
      userId: account.userId,
      type: account.type,
      status: account.status,
      holder: s.holder ?? null,
      bank: s.bankCode ? (banks.get(s.bankCode) ?? s.bankCode) : null,
      number: s.number,
      complianceUrl: usableComplianceUrl(account.complianceUrl) ?? null,
      updatedAt: account.updatedAt,
      reasons: rejectionReasonsFor({ type: account.type, company: s.company }),
    };
  });
}
