import { ACCESS_LEVELS, type USER_STATUSES } from "@/lib/contract";
import { users } from "../db/schema";
import { SEED } from "./base";
import { personDocumentFor } from "./documents";
import type { SeedContext } from "./index";
import { type Country, addressFor, personFor } from "./people";
import { Rng } from "./prng";

const DAY_MS = 86_400_000;

/** KYC outcome: most users verified, some pending, a few rejected or suspended. */
const STATUS_WEIGHTS = [
  ["ACTIVE", 60],
  ["PENDING", 25],
  ["REJECTED", 10],
  ["SUSPENDED", 5],
] as const satisfies ReadonlyArray<readonly [(typeof USER_STATUSES)[number], number]>;

export function buildUsers(customerId: string, prefix: string, n: number, now: Date, rng: Rng) {
  return Array.from({ length: n }, (_, i) => {
    const country: Country = rng.chance(0.6) ? "CO" : "MX";
    const { country: _c, middleName: _m, ...person } = personFor(country, rng);
    const status = i < STATUS_WEIGHTS.length ? (STATUS_WEIGHTS[i]?.[0] ?? "PENDING") : rng.weighted(STATUS_WEIGHTS);
    const accessLevel = status === "PENDING" ? "L0" : (rng.pick(ACCESS_LEVELS.slice(1)) ?? "L1");
    const dob = new Date(Date.UTC(rng.int(1960, 2004), rng.int(0, 11), rng.int(1, 28)));
    const createdAt = new Date(now.getTime() - Math.floor(rng.next() * 180 * DAY_MS));
    return {
      id: rng.uuid(),
      customerId,
      externalId: `${prefix}${String(i + 1).padStart(4, "0")}`,
      type: "NATURAL",
      status,
      accessLevel,
      note: status === "REJECTED" ? "Documento ilegible; se solicitó una nueva foto" : null,
      data: {
        ...person,
        dateOfBirth: dob.toISOString().slice(0, 10),
        address: addressFor(country, rng),
        document: personDocumentFor(country, rng),
      },
      requestHash: null,
      createdAt,
      updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 30) * DAY_MS)),
    };
  });
}

export async function seedUsers({ db, options }: SeedContext): Promise<void> {
  const { acme, otra } = SEED.customers;
  const rows = [
    ...buildUsers(acme.id, "ACME-USR-", options.acmeUsers, options.now, new Rng("users:acme")),
    ...buildUsers(otra.id, "OTRA-USR-", options.otraUsers, options.now, new Rng("users:otra")),
  ];
  if (rows.length > 0) await db.insert(users).values(rows);
}
