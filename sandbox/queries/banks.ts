import type { Bank } from "@/lib/contract";
import { BANKS } from "../seed/banks";

/** Banks of one country (CO or MX) or of all, ordered by name as a picker shows them. */
export function listBanks(countryCode?: string): Bank[] {
  const banks = countryCode ? BANKS.filter((b) => b.countryCode === countryCode) : [...BANKS];
  return banks.sort((a, b) => a.name.localeCompare(b.name, "es"));
}

export const isBankOf = (countryCode: string, code: string) =>
  BANKS.some((b) => b.countryCode === countryCode && b.code === code);
