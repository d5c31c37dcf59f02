import type { Account } from "@/lib/contract";

/** Shows only the last four characters: enough to match a document, not enough to misuse. */
export function maskAccountNumber(value: string | undefined): string {
  if (!value) return "";
  if (value.length <= 4) return value;
  return `•••• ${value.slice(-4)}`;
}

const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : undefined);

/** The fields the queue shows, read tolerantly from the open-ended `data` of any account type. */
export function accountSummary(account: Account) {
  const d = account.data;
  const person = [str(d.firstName), str(d.lastName)].filter(Boolean).join(" ");
  return {
    holder: str(d.companyName) ?? (person || undefined),
    bankCode: str(d.bankCode),
    number: maskAccountNumber(str(d.accountNumber) ?? str(d.clabe) ?? str(d.address) ?? str(d.alias)),
  };
}

const STATUS_ORDER: Record<string, number> = { PENDING: 0 };

/** PENDING first (the review queue), then as the API ordered them; stable. */
export function pendingFirst(accounts: readonly Account[]): Account[] {
  return accounts
    .map((account, index) => ({ account, index }))
    .sort((a, b) => (STATUS_ORDER[a.account.status] ?? 1) - (STATUS_ORDER[b.account.status] ?? 1) || a.index - b.index)
    .map(({ account }) => account);
}
