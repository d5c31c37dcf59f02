import { ALL_PERMISSION_NAMES } from "../auth/permissions";
import { rolePermissions, roles } from "../db/schema";
import { permissionId, SEED, SEED_CUSTOMER_KEYS, type SeedCustomerKey, seedRoleId } from "./base";
import type { SeedContext } from "./index";

/**
 * Roles beyond the two built-in ones, so the roles screen has something to
 * edit that no seeded operator depends on (editing them never locks anyone out).
 */
export const EXTRA_ROLES = [
  {
    key: "customer-manager",
    name: "Customer manager",
    description: "Manages customers' products and pricing strategies",
    grants: ["customers:read", "customers:update", "users:read", "accounts:read", "banks:read"],
  },
  {
    key: "treasury",
    name: "Treasury operations",
    description: "Recharges COP balances and sends payouts",
    grants: ["recharges:create", "recharges:read", "payouts:read", "payouts:create", "banks:read", "accounts:read"],
  },
  {
    key: "support",
    name: "Support (read only)",
    description: "Answers customer questions; changes nothing",
    grants: ["payouts:read", "users:read", "accounts:read", "banks:read", "ramps:read"],
  },
  {
    key: "former-auditor",
    name: "External auditor (disabled)",
    description: "Kept for the record; no longer in use",
    grants: ["payouts:read", "audit:read"],
    active: false,
  },
] as const;

/** A customer's copy of an extra role (Acme's when no customer is named). */
export const extraRoleId = (key: (typeof EXTRA_ROLES)[number]["key"], customer: SeedCustomerKey = "acme") =>
  seedRoleId(customer, key);

/** Every customer gets its own copy of the extra roles: roles belong to a customer. */
export async function seedRoles({ db, options }: SeedContext): Promise<void> {
  const now = options.now;
  await db.insert(roles).values(
    SEED_CUSTOMER_KEYS.flatMap((customer) =>
      EXTRA_ROLES.map((r) => ({
        id: extraRoleId(r.key, customer),
        customerId: SEED.customers[customer].id,
        name: r.name,
        description: r.description,
        active: "active" in r ? r.active : true,
        createdAt: now,
        updatedAt: now,
      })),
    ),
  );
  // A grant naming a permission the catalogue lacks would break the foreign key: keep known ones only.
  const known = new Set<string>(ALL_PERMISSION_NAMES);
  const grants = SEED_CUSTOMER_KEYS.flatMap((customer) =>
    EXTRA_ROLES.flatMap((r) =>
      r.grants
        .filter((name) => known.has(name))
        .map((name) => ({ roleId: extraRoleId(r.key, customer), permissionId: permissionId(name) })),
    ),
  );
  await db.insert(rolePermissions).values(grants).onConflictDoNothing();
}
