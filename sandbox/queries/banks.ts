import type { Bank } from "@/lib/contract";
import { offsetOf, type PageRequest, totalPages } from "../lib/pagination";
import { BANKS } from "../seed/banks";

/** A page of the banks of one country (CO or MX) or of all, ordered by name as a picker shows them. */
export function listBanks(countryCode: string | undefined, pageReq: PageRequest) {
  const matching = BANKS.filter((b) => !countryCode || b.countryCode === countryCode).sort((a, b) =>
    a.name.localeCompare(b.name, "es"),
  );
  const start = offsetOf(pageReq);
  const banks: Bank[] = matching.slice(start, start + pageReq.limit);
  return { banks, totalPage: totalPages(matching.length, pageReq.limit) };
}

export const isBankOf = (countryCode: string, code: string) =>
  BANKS.some((b) => b.countryCode === countryCode && b.code === code);
