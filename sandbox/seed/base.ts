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

/** Fixed identities of the seed, for tests and docs. */
export const SEED = {
  customers: {
    acme: { id: stableId("customer:acme"), name: "Acme Remesas" },
    otra: { id: stableId("customer:otra"), name: "Otra Fintech" },
  },
  roles: {
    admin: { id: stableId("role:admin"), name: "Administrator", description: "Every permission" },
    compliance: {
      id: stableId("role:compliance"),
      name: "Compliance",
      description: "Reviews accounts: reads all but roles, permissions, customers and recharges; edits accounts",
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
  },
} as const;

export const permissionId = (name: string) => stableId(`permission:${name}`);

/**
 * Inserts catalogue permissions the store lacks and grants the new ones to
 * the built-in roles (all to Administrator, reads to Compliance). Runs on
 * every start, so a permission added to the catalogue reaches existing stores
 * without undoing role edits made through the API.
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
  const builtIn = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [SEED.roles.admin.id, SEED.roles.compliance.id]));
  const present = new Set(builtIn.map((r) => r.id));
  const grants = inserted.flatMap((p) => [
    ...(present.has(SEED.roles.admin.id) && ALL_PERMISSION_NAMES.includes(p.name)
      ? [{ roleId: SEED.roles.admin.id, permissionId: p.id }]
      : []),
    ...(present.has(SEED.roles.compliance.id) && COMPLIANCE_PERMISSION_NAMES.includes(p.name)
      ? [{ roleId: SEED.roles.compliance.id, permissionId: p.id }]
      : []),
  ]);
  if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  return inserted.map((p) => p.name);
}

/** Customers, the two built-in roles with their permissions, and the three operators. */
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
  await db
    .insert(roles)
    .values(Object.values(SEED.roles).map((r) => ({ ...r, active: true, createdAt: now, updatedAt: now })));
  await syncPermissions(db);
  // syncPermissions grants only permissions it inserts; a store seeded after a sync still needs the grants.
  const grants = [
    ...ALL_PERMISSION_NAMES.map((n) => ({ roleId: SEED.roles.admin.id, permissionId: permissionId(n) })),
    ...COMPLIANCE_PERMISSION_NAMES.map((n) => ({ roleId: SEED.roles.compliance.id, permissionId: permissionId(n) })),
  ];
  await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  const passwordHash = await hashPassword(SEED_PASSWORD);
  await db.insert(operators).values(
    Object.entries(SEED.operators).map(([key, o]) => ({
      id: stableId(`operator:${key}`),
      customerId: SEED.customers[o.customer].id,
      email: o.email,
      name: o.name,
      passwordHash,
      roleId: SEED.roles[o.role].id,
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
