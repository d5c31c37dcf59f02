import { ACCOUNT_STATUSES, ACCOUNT_TYPES, BANK_ACCOUNT_TYPES, WALLET_NETWORKS } from "@/lib/contract";
import { BANKS, COLOMBIAN_BANKS } from "./banks";
import type { Rng } from "./prng";

type AccountType = (typeof ACCOUNT_TYPES)[number];
type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Names and contacts of the account holder, taken from the owning user. */
export interface Holder {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const COMPANIES = [
  "Tostadora del Valle SAS",
  "Logística Andina SAS",
  "Flores de la Sabana SA",
  "Textiles Medellín SAS",
];
const MX_BANKS = BANKS.filter((b) => b.countryCode === "MX");
const HEX = "0123456789abcdef";
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** PSE data that passes pseDataSchema: a person (NUIP) or, one time in five, a company (NIT). */
function pseData(rng: Rng, holder: Holder): Record<string, unknown> {
  const base = {
    accountNumber: rng.digits(11),
    bankCode: rng.pick(COLOMBIAN_BANKS).code,
    type: rng.pick(BANK_ACCOUNT_TYPES),
    countryCode: "CO",
  };
  if (rng.chance(0.2)) {
    const document = { type: "NIT", number: `9${rng.digits(8)}`, issuedCountryCode: "CO" };
    return { ...base, companyName: rng.pick(COMPANIES), document, email: holder.email };
  }
  const document = { type: "NUIP", number: rng.digits(10), issuedCountryCode: "CO", expeditionDate: "2012-05-14" };
  const { firstName, lastName, email, phone } = holder;
  return { ...base, firstName, lastName, email, phone, document };
}

function speiData(rng: Rng, holder: Holder): Record<string, unknown> {
  const bank = rng.pick(MX_BANKS);
  const curp = `${rng.chars(LETTERS, 4)}${rng.digits(6)}H${rng.chars(LETTERS, 5)}0${rng.digits(1)}`;
  return {
    clabe: `${bank.code}180${rng.digits(12)}`,
    bankCode: bank.code,
    countryCode: "MX",
    firstName: holder.firstName,
    lastName: holder.lastName,
    document: { type: "CURP", number: curp, issuedCountryCode: "MX" },
  };
}

function achData(rng: Rng, holder: Holder): Record<string, unknown> {
  return {
    routingNumber: `0${rng.digits(8)}`,
    accountNumber: rng.digits(10),
    type: rng.pick(BANK_ACCOUNT_TYPES),
    bankName: rng.pick(["Chase", "Bank of America", "Wells Fargo", "Citibank"]),
    countryCode: "US",
    firstName: holder.firstName,
    lastName: holder.lastName,
  };
}

function wireData(rng: Rng, holder: Holder): Record<string, unknown> {
  return {
    swiftCode: rng.pick(["CHASUS33", "BOFAUS3N", "CITIUS33", "WFBIUS6S"]),
    accountNumber: rng.digits(12),
    bankName: rng.pick(["JPMorgan Chase", "Bank of America", "Citibank", "Wells Fargo"]),
    countryCode: "US",
    firstName: holder.firstName,
    lastName: holder.lastName,
  };
}

function walletData(rng: Rng, holder: Holder): Record<string, unknown> {
  const network = rng.pick(WALLET_NETWORKS);
  const address =
    network === "SOLANA"
      ? rng.chars(BASE58, 44)
      : network === "TRON"
        ? `T${rng.chars(BASE58, 33)}`
        : `0x${rng.chars(HEX, 40)}`;
  const currency = rng.pick(["USDC", "USDT"] as const);
  return { currency, network, address, firstName: holder.firstName, lastName: holder.lastName };
}

function pixData(rng: Rng, holder: Holder): Record<string, unknown> {
  return {
    pixKeyType: "EMAIL",
    pixKey: holder.email,
    countryCode: "BR",
    firstName: holder.firstName,
    lastName: holder.lastName,
    document: { type: "CPF", number: rng.digits(11), issuedCountryCode: "BR" },
  };
}

const transfiyaData = (_rng: Rng, holder: Holder): Record<string, unknown> => ({
  phone: holder.phone,
  countryCode: "CO",
  firstName: holder.firstName,
  lastName: holder.lastName,
});

const BUILDERS = {
  PSE: pseData,
  SPEI: speiData,
  ACH: achData,
  WIRE: wireData,
  WALLET: walletData,
  PIX: pixData,
  TRANSFIYA: transfiyaData,
} satisfies Record<AccountType, (rng: Rng, holder: Holder) => Record<string, unknown>>;

/** Realistic data for an account of the given type. */
export const accountDataFor = (type: AccountType, rng: Rng, holder: Holder) => BUILDERS[type](rng, holder);

/**
 * The n-th account's type and status: the first 28 accounts cover every
 * type × status pair; after that PENDING is the most common, as in a real review queue.
 */
export function typeAndStatusFor(n: number, rng: Rng): { type: AccountType; status: AccountStatus } {
  const type = ACCOUNT_TYPES[n % ACCOUNT_TYPES.length] ?? "PSE";
  const pairs = ACCOUNT_TYPES.length * ACCOUNT_STATUSES.length;
  const status =
    n < pairs
      ? (ACCOUNT_STATUSES[Math.floor(n / ACCOUNT_TYPES.length)] ?? "PENDING")
      : rng.weighted<AccountStatus>([
          ["PENDING", 35],
          ["ACTIVE", 40],
          ["REJECTED", 15],
          ["INACTIVE", 10],
        ]);
  return { type, status };
}
