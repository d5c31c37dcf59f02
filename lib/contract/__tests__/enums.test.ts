import { describe, expect, it } from "vitest";
import {
  ACCESS_LEVELS,
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  ALIAS_TYPES,
  accountStatusSchema,
  accountTypeSchema,
  BANK_ACCOUNT_TYPES,
  BENEFICIARY_TYPES,
  COMPANY_DOCUMENT_TYPES,
  CUSTODIAL_CHANGE_REASONS,
  EVENT_ACTIONS,
  EVENT_TYPES,
  eventActionSchema,
  eventTypeSchema,
  PAYOUT_CURRENCIES,
  PERSON_DOCUMENT_TYPES,
  RAMP_STATUSES,
  SAVINGS_TRANSACTION_TYPES,
  USER_STATUSES,
  WALLET_CURRENCIES,
  WALLET_NETWORKS,
  WEBHOOK_MAX_ATTEMPT,
  WEBHOOK_RETRY_DELAYS_MS,
} from "@/lib/contract";

/** Splits a comma-separated list as the spec writes it. */
const list = (text: string) => text.split(",").map((value) => value.trim());

describe("spec: States and transitions / Ramp status values (common)", () => {
  it("lists the nine common ramp statuses in the spec's order", () => {
    const spec =
      "QUOTE_CREATED, PENDING_PAYMENT, CASH_IN_PROCESSING, CASH_IN_COMPLETED, PROCESSING, CASH_OUT_PROCESSING, COMPLETED, FAILED, CANCELED";
    expect([...RAMP_STATUSES]).toEqual(list(spec));
  });
});

describe("spec: States and transitions / User status values and access levels", () => {
  it("lists the user statuses", () => {
    expect([...USER_STATUSES]).toEqual(["PENDING", "ACTIVE", "REJECTED", "SUSPENDED"]);
  });
  it("lists the access levels L0 to L4", () => {
    expect([...ACCESS_LEVELS]).toEqual(["L0", "L1", "L2", "L3", "L4"]);
  });
});

describe("spec: States and transitions / Account status values", () => {
  it("lists the account statuses and refuses others", () => {
    expect([...ACCOUNT_STATUSES]).toEqual(["PENDING", "ACTIVE", "REJECTED", "INACTIVE"]);
    expect(accountStatusSchema.safeParse("SUSPENDED").success).toBe(false);
  });
  it("lists the savings transaction types and custodial change reasons", () => {
    expect([...SAVINGS_TRANSACTION_TYPES]).toEqual(list("DEPOSIT, WITHDRAWAL, INTEREST, FEE"));
    expect([...CUSTODIAL_CHANGE_REASONS]).toEqual(list("DEPOSIT, WITHDRAWAL, INTEREST, FEE, ADJUSTMENT"));
  });
});

describe("spec: Resources / Account — account types", () => {
  it("has all 7 account types", () => {
    expect([...ACCOUNT_TYPES]).toEqual(list("PSE, SPEI, ACH, WIRE, WALLET, PIX, TRANSFIYA"));
    expect(ACCOUNT_TYPES).toHaveLength(7);
    for (const type of ACCOUNT_TYPES) expect(accountTypeSchema.parse(type)).toBe(type);
    expect(accountTypeSchema.safeParse("SWIFT").success).toBe(false);
  });
});

describe("spec: Events / Envelope and Event types", () => {
  it("lists the five event types and the three actions", () => {
    expect([...EVENT_TYPES]).toEqual(list("RAMP, USER, TRANSACTION, ACCOUNT, CUSTODIAL_ACCOUNT"));
    expect([...EVENT_ACTIONS]).toEqual(list("CREATE, UPDATE, DELETE"));
    expect(eventTypeSchema.safeParse("PAYOUT").success).toBe(false);
    expect(eventActionSchema.safeParse("PATCH").success).toBe(false);
  });
  it("retries with the delays of the retry table, attempts 0 to 5", () => {
    expect(WEBHOOK_MAX_ATTEMPT).toBe(5);
    const minute = 60_000;
    expect([...WEBHOOK_RETRY_DELAYS_MS]).toEqual([0, minute, 5 * minute, 15 * minute, 60 * minute, 360 * minute]);
  });
});

describe("spec: Resources / Beneficiary — enumerated fields", () => {
  it("lists beneficiary types, bank account types, alias types", () => {
    expect([...BENEFICIARY_TYPES]).toEqual(list("BANK, BREB, WALLET"));
    expect([...BANK_ACCOUNT_TYPES]).toEqual(list("savings, checking"));
    expect([...ALIAS_TYPES]).toEqual(list("NATIONAL_ID, PHONE, EMAIL, ALPHANUMERIC, BUSINESS_ID"));
  });
  it("lists wallet currencies and networks", () => {
    expect([...WALLET_CURRENCIES]).toEqual(list("USDC, USDT, BTC"));
    expect([...WALLET_NETWORKS]).toEqual(list("POLYGON, SOLANA, BSC, TRON"));
  });
  it("lists the 8 company document types", () => {
    expect([...COMPANY_DOCUMENT_TYPES]).toEqual(list("NIT, EIN, CNPJ, RFC, CUIT, USCC, RUT, CRN"));
  });
  it("lists the 16 person document types", () => {
    const spec =
      "PASSPORT, DRIVER_LICENSE, NUIP, RFC, SSN, CURP, CPF, INE, IFE, DNI, DUI, NIT, RUT, CHINESE_ID, BOLIVIAN_ID, CE";
    expect([...PERSON_DOCUMENT_TYPES]).toEqual(list(spec));
    expect(PERSON_DOCUMENT_TYPES).toHaveLength(16);
  });
});

describe("spec: Resources / Payout — currency", () => {
  it("lists COP, USDC, USDT", () => {
    expect([...PAYOUT_CURRENCIES]).toEqual(list("COP, USDC, USDT"));
  });
});
