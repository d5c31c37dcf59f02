import type { Country } from "./people";
import type { Rng } from "./prng";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Six random digits turned into a real YYMMDD date, drawing no more from the generator. */
function asYymmdd(digits: string): string {
  const month = (Number(digits.slice(2, 4)) % 12) + 1;
  const day = (Number(digits.slice(4, 6)) % 28) + 1;
  return `${digits.slice(0, 2)}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`;
}

/** A CURP-shaped value: 4 letters, birth date, sex, state, 3 consonants, a letter or digit and a check digit. */
function curp(rng: Rng): string {
  const date = `${rng.int(60, 99)}${String(rng.int(1, 12)).padStart(2, "0")}${String(rng.int(1, 28)).padStart(2, "0")}`;
  return `${rng.chars(UPPER, 4)}${date}${rng.pick(["H", "M"])}${rng.pick(["DF", "JC", "NL", "PL", "QT", "YN"])}${rng.chars("BCDFGHJKLMNPQRSTVWXYZ", 3)}${rng.chars(ALNUM, 1)}${rng.chars("0123456789", 1)}`;
}

/**
 * A person document valid for the contract: Colombian NUIP, CE or passport;
 * Mexican CURP, INE (with cic and identificadorCiudadano) or RFC.
 */
export function personDocumentFor(country: Country, rng: Rng): Record<string, string> {
  const expeditionDate = `${rng.int(2008, 2024)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`;
  if (country === "CO") {
    const type = rng.weighted([
      ["NUIP", 8],
      ["CE", 1],
      ["PASSPORT", 1],
    ] as const);
    const number =
      type === "NUIP"
        ? `1${rng.digits(9)}`
        : type === "CE"
          ? rng.digits(rng.int(6, 7))
          : `${rng.chars(UPPER, 2)}${rng.digits(6)}`;
    return { type, number, issuedCountryCode: "CO", expeditionDate };
  }
  const type = rng.weighted([
    ["CURP", 5],
    ["INE", 4],
    ["RFC", 1],
  ] as const);
  if (type === "CURP") return { type, number: curp(rng), issuedCountryCode: "MX" };
  if (type === "RFC")
    return {
      type,
      number: `${rng.chars(UPPER, 4)}${asYymmdd(rng.digits(6))}${rng.chars(ALNUM, 3)}`,
      issuedCountryCode: "MX",
    };
  return {
    type,
    number: rng.chars(UPPER, 6) + rng.digits(8) + rng.chars(UPPER, 1) + rng.digits(3),
    issuedCountryCode: "MX",
    expeditionDate,
    cic: rng.digits(9),
    identificadorCiudadano: rng.digits(9),
  };
}

/** Colombian NIT or Mexican RFC of a company. */
export function companyDocumentFor(country: Country, rng: Rng): Record<string, string> {
  return country === "CO"
    ? { type: "NIT", number: `9${rng.digits(8)}${rng.int(0, 9)}`, issuedCountryCode: "CO" }
    : { type: "RFC", number: `${rng.chars(UPPER, 3)}${rng.digits(6)}${rng.chars(ALNUM, 3)}`, issuedCountryCode: "MX" };
}
