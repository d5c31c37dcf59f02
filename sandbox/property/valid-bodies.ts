/** Valid request bodies for the write endpoints, shared by the endpoint tests and the property tests. */

export const validPseData = {
  firstName: "Ana",
  lastName: "Gómez",
  email: "ana.gomez@example.com",
  phone: "+573001234567",
  document: { type: "NUIP", number: "1020304050", issuedCountryCode: "CO", expeditionDate: "2015-03-20" },
  accountNumber: "0123456789",
  bankCode: "1007",
  type: "savings",
  countryCode: "CO",
};

export const validAccountUpdate = { type: "PSE", data: validPseData };

export const validRoleUpdate = { name: "Soporte nivel 2", description: "Second-line support", active: true };

export const validCustomerUpdate = {
  name: "Acme Remesas SAS",
  strategiesByPair: {
    "COP/USDC": { strategy: "BEST_PRICE", provider: "bitso", spreadBps: 80, minAmount: 20_000, maxAmount: 200_000_000 },
  },
  availableProducts: { ONRAMP: true, OFFRAMP: false },
};

export const validRecharge = { order: "ORD-0001", amount: 150_000, description: "Recarga de saldo COP" };

export const validPayout = {
  amount: 250_000,
  currency: "COP",
  beneficiary: {
    type: "BANK",
    account: {
      firstName: "Ana",
      lastName: "Gómez",
      document: { type: "CE", number: "1020304050", issuedCountryCode: "CO" },
      accountNumber: "0123456789",
      bankCode: "1007",
      type: "savings",
      countryCode: "CO",
    },
  },
};

export const validUser = {
  type: "NATURAL",
  data: {
    firstName: "Ana",
    lastName: "Gómez",
    email: "ana.gomez@example.com",
    phone: "+573001234567",
    dateOfBirth: "1990-04-12",
    address: {
      street1: "Calle 93 # 11-26",
      city: "Bogotá",
      state: "Cundinamarca",
      zipCode: "110221",
      countryCode: "CO",
    },
    document: { type: "NUIP", number: "1020304050", issuedCountryCode: "CO" },
  },
};

/** A string of exactly n characters. */
export const chars = (n: number, fill = "a") => fill.repeat(n);
