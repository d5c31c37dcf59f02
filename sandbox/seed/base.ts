import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import {
  ALL_PERMISSION_NAMES,
  COMPLIANCE_PERMISSION_NAMES,
  PERMISSION_CATALOG,
  permissionName,
} from "../auth/permissions";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/store";
import { customers, operators, permissions, rolePermissions, roles } from "../db/schema";
import { stableId } from "./prng";

export const SEED_PASSWORD = "sandbox-password";

export type SeedCustomerKey = "acme" | "otra";
export const SEED_CUSTOMER_KEYS: readonly SeedCustomerKey[] = ["acme", "otra"];

/**
 * Id of a seeded role of a customer. Acme's roles keep the ids every role had
 * while roles were shared by all customers, so links and tests naming them still work.
 */
export const seedRoleId = (customer: SeedCustomerKey, key: string) =>
  customer === "acme" ? stableId(`role:${key}`) : stableId(`role:${customer}:${key}`);

const ADMIN_ROLE = { name: "Administrator", description: "Every permission" } as const;
const COMPLIANCE_ROLE = {
  name: "Compliance",
  description: "Reviews accounts: reads all but roles, permissions, customers and recharges; edits accounts",
} as const;

/** Fixed identities of the seed, for tests and docs. Every customer has its own built-in roles. */
export const SEED = {
  customers: {
    acme: { id: stableId("customer:acme"), name: "Acme Remesas" },
    otra: { id: stableId("customer:otra"), name: "Otra Fintech" },
  },
  roles: {
    acme: {
      admin: { id: seedRoleId("acme", "admin"), ...ADMIN_ROLE },
      compliance: { id: seedRoleId("acme", "compliance"), ...COMPLIANCE_ROLE },
    },
    otra: {
      admin: { id: seedRoleId("otra", "admin"), ...ADMIN_ROLE },
      compliance: { id: seedRoleId("otra", "compliance"), ...COMPLIANCE_ROLE },
    },
  },
  operators: {
    acmeOps: { email: "ops@example.com", name: "Ana Operaciones", customer: "acme", role: "admin" },
    acmeCompliance: {
      email: "compliance@example.com",
      name: "Carlos Cumplimiento",
      customer: "acme",
      role: "compliance",
    },
    otraOps: { email: "ops@other.example", name: "Olga Operaciones", customer: "otra", role: "admin" },
    // A second administrator of Acme: the checker of four-eyes approvals (no one approves their own change).
    acmeChecker: { email: "checker@example.com", name: "Bruno Aprobador", customer: "acme", role: "admin" },
    // Otra's administrator for the "API down" screens: only its requests fail during a simulated
    // outage (POST /api/v2/faker/outage), so no other operator's pages notice.
    otraOutage: { email: "outage@other.example", name: "Inés Interrupción", customer: "otra", role: "admin" },
  },
} as const;

export const permissionId = (name: string) => stableId(`permission:${name}`);

type BuiltInRole = keyof (typeof SEED.roles)[SeedCustomerKey];
const BUILT_IN_GRANTS: Record<BuiltInRole, readonly string[]> = {
  admin: ALL_PERMISSION_NAMES,
  compliance: COMPLIANCE_PERMISSION_NAMES,
};
const BUILT_IN_KINDS = Object.keys(BUILT_IN_GRANTS) as BuiltInRole[];

/**
 * Id that 0400_role_tenancy.sql gave a customer's copy of a formerly shared
 * role: md5('role:' || role id || ':' || customer id) as a uuid.
 */
export function backfilledRoleId(sharedRoleId: string, customerId: string): string {
  const h = createHash("md5").update(`role:${sharedRoleId}:${customerId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * Ids a built-in role may carry in a store: the seeded one of each customer,
 * and the copies the tenancy migration made of the formerly shared one (a
 * store seeded before roles belonged to customers).
 */
function builtInRoleIds(kind: BuiltInRole): string[] {
  const shared = seedRoleId("acme", kind);
  return SEED_CUSTOMER_KEYS.flatMap((customer) => [
    SEED.roles[customer][kind].id,
    backfilledRoleId(shared, SEED.customers[customer].id),
  ]);
}

/**
 * Inserts catalogue permissions the store lacks and grants the new ones to
 * every customer's built-in roles (all to Administrator, reads to Compliance).
 * Runs on every start, so a permission added to the catalogue reaches existing
 * stores without undoing role edits made through the API.
 */
export async function syncPermissions(db: Db): Promise<string[]> {
  const inserted = await db
    .insert(permissions)
    .values(
      PERMISSION_CATALOG.map((p) => {
        const name = permissionName(p.resource, p.action);
        return {
          id: permissionId(name),
          name,
          resource: p.resource,
          action: p.action,
          description: p.description,
          active: true,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: permissions.id, name: permissions.name });
  if (inserted.length === 0) return [];
  const candidates = BUILT_IN_KINDS.flatMap((kind) => builtInRoleIds(kind).map((id) => ({ id, kind })));
  const present = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      inArray(
        roles.id,
        candidates.map((c) => c.id),
      ),
    );
  const presentIds = new Set(present.map((r) => r.id));
  const grants = candidates
    .filter((role) => presentIds.has(role.id))
    .flatMap((role) =>
      inserted
        .filter((p) => BUILT_IN_GRANTS[role.kind].includes(p.name))
        .map((p) => ({ roleId: role.id, permissionId: p.id })),
    );
  if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  return inserted.map((p) => p.name);
}

/** Customers, each customer's two built-in roles with their permissions, and the seeded operators. */
export async function seedBase(db: Db, now: Date): Promise<void> {
  await db.insert(customers).values(
    Object.values(SEED.customers).map((c) => ({
      id: c.id,
      name: c.name,
      strategiesByPair: {},
      availableProducts: {},
      active: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const builtIn = SEED_CUSTOMER_KEYS.flatMap((customer) =>
    BUILT_IN_KINDS.map((kind) => ({ customer, kind, ...SEED.roles[customer][kind] })),
  );
  await db.insert(roles).values(
    builtIn.map((r) => ({
      id: r.id,
      customerId: SEED.customers[r.customer].id,
      name: r.name,
      description: r.description,
      active: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await syncPermissions(db);
  // syncPermissions grants only permissions it inserts; a store seeded after a sync still needs the grants.
  const grants = builtIn.flatMap((r) =>
    BUILT_IN_GRANTS[r.kind].map((name) => ({ roleId: r.id, permissionId: permissionId(name) })),
  );
  await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  const passwordHash = await hashPassword(SEED_PASSWORD);
  await db.insert(operators).values(
    Object.entries(SEED.operators).map(([key, o]) => ({
      id: stableId(`operator:${key}`),
      customerId: SEED.customers[o.customer].id,
      email: o.email,
      name: o.name,
      passwordHash,
      roleId: SEED.roles[o.customer][o.role].id,
      active: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

export async function isStoreEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).limit(1);
  return rows.length === 0;
}
