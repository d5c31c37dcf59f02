import type { Bank } from "@/lib/contract";

/** Case- and accent-insensitive text for matching "Bogota" to "Bogotá". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Banks of a country matching a name fragment or a code prefix; code matches first. */
export function searchBanks(banks: readonly Bank[], query: string, countryCode?: string): Bank[] {
  const q = fold(query.trim());
  const inCountry = countryCode ? banks.filter((b) => b.countryCode === countryCode) : [...banks];
  if (!q) return inCountry;
  const byCode = inCountry.filter((b) => b.code.startsWith(q));
  const byName = inCountry.filter((b) => !b.code.startsWith(q) && fold(b.name).includes(q));
  return [...byCode, ...byName];
}
