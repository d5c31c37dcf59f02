/**
 * Display helpers for beneficiary identifiers: enough to recognise an account, not to copy it from a
 * screen. Account numbers are masked by the one rule in lib/security/masking.ts.
 */

/** "0x1234abcd…ef56" style: start and end of a wallet address, which is how people compare them. */
export function shortenAddress(value: string, head = 6, tail = 4): string {
  if (value.length <= head + tail + 1) return value;
  return `${value.slice(0, head)}…${value.slice(-tail)}`;
}

type Named = { firstName?: unknown; middleName?: unknown; lastName?: unknown; companyName?: unknown };

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);

/** Company name when present, else the person's full name; undefined when neither is given. */
export function holderName(account: Named): string | undefined {
  const company = text(account.companyName);
  if (company) return company;
  const parts = [account.firstName, account.middleName, account.lastName].map(text).filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}
