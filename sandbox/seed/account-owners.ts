import { users } from "../db/schema";
import type { Db } from "../db/store";
import type { Rng } from "./prng";
import { stableId } from "./prng";

const FIRST = [
  "Laura",
  "Andrés",
  "Camila",
  "Santiago",
  "Valentina",
  "Juan Pablo",
  "Mariana",
  "Felipe",
  "Daniela",
  "Sebastián",
];
const LAST = [
  "Gómez",
  "Rodríguez",
  "Martínez",
  "López",
  "García",
  "Hernández",
  "Ramírez",
  "Torres",
  "Vargas",
  "Moreno",
];
const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "")
    .toLowerCase();

/**
 * Owners for the seeded accounts when the users step created none for a
 * customer (accounts need a user). Verified Colombian natural persons.
 */
export async function createAccountOwners(db: Db, key: string, customerId: string, count: number, rng: Rng, now: Date) {
  const rows = Array.from({ length: count }, (_, n) => {
    const firstName = rng.pick(FIRST);
    const lastName = rng.pick(LAST);
    const createdAt = new Date(now.getTime() - rng.int(30, 90) * 86_400_000);
    return {
      id: stableId(`account-owner:${key}:${n}`),
      customerId,
      externalId: `owner-${key}-${n + 1}`,
      type: "NATURAL",
      status: "ACTIVE",
      accessLevel: rng.pick(["L1", "L2", "L3"]),
      data: {
        firstName,
        lastName,
        email: `${ascii(firstName)}.${ascii(lastName)}${n + 1}@example.com`,
        phone: `+57300${rng.digits(7)}`,
        dateOfBirth: `19${rng.int(60, 99)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
        address: {
          street1: `Calle ${rng.int(1, 150)} # ${rng.int(1, 99)}-${rng.int(1, 99)}`,
          city: "Bogotá",
          state: "Cundinamarca",
          zipCode: "110111",
          countryCode: "CO",
        },
        document: { type: "NUIP", number: rng.digits(10), issuedCountryCode: "CO" },
      },
      createdAt,
      updatedAt: createdAt,
    };
  });
  if (rows.length > 0) await db.insert(users).values(rows);
  return rows.map(({ id, data, createdAt }) => ({ id, data: data as Record<string, unknown>, createdAt }));
}
