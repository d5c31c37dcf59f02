import type { PayoutCreateInput, UserCreateInput } from "@/lib/contract";

let counter = 0;
/** A unique externalId per call within a test process. */
export const uniqueExternalId = (prefix = "TEST") => `${prefix}-${process.pid}-${++counter}-${Date.now()}`;

/** A valid POST /api/v2/payouts body: a Colombian bank beneficiary, COP. */
export function payoutInput(overrides: Partial<PayoutCreateInput> = {}): PayoutCreateInput {
  return {
    amount: 250000,
    currency: "COP",
    externalId: uniqueExternalId("PO"),
    beneficiary: {
      type: "BANK",
      account: {
        firstName: "Valentina",
        lastName: "Restrepo Gómez",
        email: "valentina.restrepo@example.com",
        phone: "+573001234567",
        document: { type: "NUIP", number: "1020304050", issuedCountryCode: "CO" },
        accountNumber: "00123456789",
        bankCode: "1007",
        type: "savings",
        countryCode: "CO",
      },
    },
    metadata: { invoice: "INV-1" },
    ...overrides,
  };
}

/** A valid POST /api/v2/users body: a Mexican person with an INE. */
export function userInput(overrides: Partial<UserCreateInput> = {}): UserCreateInput {
  return {
    type: "NATURAL",
    externalId: uniqueExternalId("USR"),
    data: {
      firstName: "Ximena",
      lastName: "Hernández Cruz",
      email: "ximena.hernandez@example.com",
      phone: "+525512345678",
      dateOfBirth: "1991-04-12",
      address: {
        street1: "Av. Insurgentes Sur 1602",
        city: "Ciudad de México",
        state: "CDMX",
        zipCode: "03940",
        countryCode: "MX",
      },
      document: {
        type: "INE",
        number: "HRCRXM91041209M800",
        issuedCountryCode: "MX",
        cic: "123456789",
        identificadorCiudadano: "987654321",
      },
    },
    ...overrides,
  };
}
