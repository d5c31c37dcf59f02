import { bankAccount, omit, timestamps } from "./spec-payloads";

/**
 * Records the spec lists as carried in events (spec: "Resources and their
 * fields"), every field present. Shared by the resource and event tests.
 */

export const rampRecord = {
  id: "ramp_01",
  userId: "usr_01",
  accountId: "acc_01",
  quotationId: "quo_01",
  type: "ON_RAMP",
  status: "CASH_IN_PROCESSING",
  cashInMethod: "PSE",
  cashOutMethod: "POLYGON",
  fromCurrency: "COP",
  toCurrency: "USDC",
  fromAmount: 400000,
  toAmount: 98.75,
  transferProof: "https://proofs.example.com/ramp_01.pdf",
  isPreFunded: false,
  active: true,
  accounts: [{ id: "acc_01", amount: 400000 }],
  ...timestamps,
};

export const userData = {
  firstName: "Ana",
  lastName: "Gómez",
  email: "ana.gomez@example.com",
  phone: "+573001234567",
  dateOfBirth: "1990-01-01",
  address: {
    street1: "Calle 80 # 10-20",
    street2: "Apto 301",
    city: "Bogotá",
    state: "Cundinamarca",
    zipCode: "110111",
    countryCode: "CO",
  },
  document: {
    type: "CE",
    number: "1020304050",
    issuedCountryCode: "CO",
    expeditionDate: "2015-03-20",
    cic: null,
    identificadorCiudadano: null,
    ocr: null,
    numeroEmision: null,
  },
};

export const userRecord = {
  id: "usr_01",
  type: "NATURAL",
  customerId: "cus_01",
  externalId: "client-usr-1",
  status: "ACTIVE",
  accessLevel: "L2",
  note: null,
  data: userData,
};

/** Spec: "Resources / Account": data for type PSE (the bank account fields). */
export const pseData = omit(bankAccount, "middleName");

export const accountRecord = {
  id: "acc_01",
  userId: "usr_01",
  type: "PSE",
  status: "ACTIVE",
  data: pseData,
  externalId: "client-acc-1",
  ...timestamps,
};

export const savingsTransaction = {
  id: "stx_01",
  userId: "usr_01",
  savingsAccountId: "sav_01",
  type: "DEPOSIT",
  status: "COMPLETED",
  amount: "150.25",
  currency: "USDC",
  method: "POLYGON",
  reference: "dep-2026-03-01",
  completedAt: "2026-03-01T12:10:00.000Z",
};

export const custodialAccount = {
  id: "cust_01",
  userId: "usr_01",
  type: "SAVINGS",
  status: "ACTIVE",
  balance: "1150.25",
  currency: "USDC",
  previousBalance: "1000.00",
  changeAmount: "150.25",
  changeReason: "DEPOSIT",
  lastTransactionId: "stx_01",
  interestRate: "0.045",
  updatedAt: "2026-03-01T12:10:00.000Z",
};
