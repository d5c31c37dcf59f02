import { BANKS } from "./banks";
import { companyDocumentFor, personDocumentFor } from "./documents";
import { type Country, companyFor, personFor } from "./people";
import type { Rng } from "./prng";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const HEX = "0123456789abcdef";
const CO_BANKS = BANKS.filter((b) => b.countryCode === "CO");
const MX_BANKS = BANKS.filter((b) => b.countryCode === "MX");

export type WalletNetwork = "POLYGON" | "SOLANA" | "BSC" | "TRON";

/** Address shaped as the network expects: 0x+40 hex (EVM), base58 (Solana), T+33 base58 (Tron). */
export function walletAddress(network: WalletNetwork, rng: Rng): string {
  if (network === "SOLANA") return rng.chars(BASE58, rng.int(43, 44));
  if (network === "TRON") return `T${rng.chars(BASE58, 33)}`;
  return `0x${rng.chars(HEX, 40)}`;
}

/** Holder: a person (most) or a company, with the document that goes with it. */
function holder(country: Country, rng: Rng, companyShare: number) {
  if (rng.chance(companyShare)) {
    return { companyName: companyFor(country, rng), document: companyDocumentFor(country, rng) };
  }
  const { country: _c, ...person } = personFor(country, rng);
  const contact = rng.chance(0.7) ? person : { ...person, email: undefined, phone: undefined };
  return Object.fromEntries(
    Object.entries({ ...contact, document: personDocumentFor(country, rng) }).filter(([, v]) => v !== undefined),
  );
}

export function bankBeneficiary(country: Country, rng: Rng) {
  const bank = rng.pick(country === "CO" ? CO_BANKS : MX_BANKS);
  // Mexican accounts are CLABEs: 18 digits starting with the bank code.
  const accountNumber = country === "CO" ? rng.digits(rng.int(10, 11)) : `${bank.code}${rng.digits(15)}`;
  return {
    type: "BANK" as const,
    account: {
      ...holder(country, rng, 0.15),
      accountNumber,
      bankCode: bank.code,
      type: rng.pick(["savings", "checking"] as const),
      countryCode: country,
    },
  };
}

/** Bre-B aliases are Colombian. */
export function brebBeneficiary(rng: Rng) {
  const aliasType = rng.pick(["PHONE", "EMAIL", "NATIONAL_ID", "ALPHANUMERIC", "BUSINESS_ID"] as const);
  const person = personFor("CO", rng);
  const alias =
    aliasType === "PHONE"
      ? person.phone
      : aliasType === "EMAIL"
        ? person.email
        : aliasType === "NATIONAL_ID"
          ? `1${rng.digits(9)}`
          : aliasType === "BUSINESS_ID"
            ? `9${rng.digits(8)}`
            : `@${person.firstName
                .toLowerCase()
                .normalize("NFD")
                .replace(/[^a-z]/g, "")}${rng.digits(3)}`;
  const named = rng.chance(0.6);
  return {
    type: "BREB" as const,
    account: {
      ...(named ? { firstName: person.firstName, lastName: person.lastName } : {}),
      ...(named && rng.chance(0.5) ? { document: personDocumentFor("CO", rng) } : {}),
      aliasType,
      alias,
      countryCode: "CO",
    },
  };
}

export function walletBeneficiary(country: Country, currency: "USDC" | "USDT", rng: Rng) {
  const network = rng.pick(["POLYGON", "SOLANA", "BSC", "TRON"] as const);
  return {
    type: "WALLET" as const,
    account: {
      ...holder(country, rng, 0.1),
      currency,
      network,
      address: walletAddress(network, rng),
      countryCode: country,
    },
  };
}
