import { sql } from "drizzle-orm";
import type { ACCOUNT_TYPES } from "@/lib/contract";
import { queryRows } from "../events/sql";
import { validPseData } from "../property/valid-bodies";
import type { TestApp } from "../test/test-app";

/** One valid data object per account type, passing the contract and the sandbox's rules. */
export const VALID_DATA: Record<(typeof ACCOUNT_TYPES)[number], Record<string, unknown>> = {
  PSE: validPseData,
  SPEI: {
    clabe: "012180001234567891",
    bankCode: "012",
    countryCode: "MX",
    firstName: "Luis",
    lastName: "Pérez",
    document: { type: "CURP", number: "PEPL900101HDFRRS09", issuedCountryCode: "MX" },
  },
  ACH: {
    routingNumber: "021000021",
    accountNumber: "1234567890",
    type: "checking",
    bankName: "Chase",
    countryCode: "US",
    firstName: "John",
    lastName: "Doe",
  },
  WIRE: { swiftCode: "CHASUS33", accountNumber: "123456789012", countryCode: "US", companyName: "Acme Imports LLC" },
  WALLET: {
    currency: "USDC",
    network: "POLYGON",
    address: `0x${"a1".repeat(20)}`,
    firstName: "Ana",
    lastName: "Gómez",
  },
  PIX: { pixKeyType: "EMAIL", pixKey: "ana@example.com", countryCode: "BR", firstName: "Ana", lastName: "Souza" },
  TRANSFIYA: { phone: "+573001234567", countryCode: "CO", firstName: "Ana", lastName: "Gómez" },
};

/** ACCOUNT events in the outbox, oldest first. */
export const accountEvents = (t: TestApp, action: "CREATE" | "UPDATE" | "DELETE") =>
  queryRows<{ data: Record<string, unknown> }>(
    t.db,
    sql`SELECT data FROM webhook_deliveries WHERE event = 'ACCOUNT' AND action = ${action} ORDER BY seq`,
  );

/** Everything a refused request must leave as it was: accounts and the outbox. */
export async function writeState(t: TestApp): Promise<string> {
  const parts = await Promise.all([
    queryRows(t.db, sql`SELECT * FROM accounts ORDER BY id`),
    queryRows(t.db, sql`SELECT event_id FROM webhook_deliveries ORDER BY 1`),
  ]);
  return JSON.stringify(parts);
}
