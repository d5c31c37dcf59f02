/**
 * Permission catalogue: resource x action pairs, named "resource:action".
 * Seeded into the permissions table and synced (missing ones inserted) on
 * every start. A router that needs a new pair adds it here.
 */
export const PERMISSION_CATALOG = [
  { resource: "payouts", action: "read", description: "List and read payouts" },
  { resource: "payouts", action: "create", description: "Create payouts" },
  { resource: "users", action: "read", description: "List and read users" },
  { resource: "users", action: "create", description: "Create users" },
  { resource: "users", action: "update", description: "Change a user's KYC status, access level or note" },
  { resource: "accounts", action: "read", description: "List and read bank accounts and wallets" },
  { resource: "accounts", action: "update", description: "Edit bank accounts and wallets" },
  { resource: "accounts", action: "create", description: "Open bank accounts and wallets for users" },
  { resource: "accounts", action: "delete", description: "Delete bank accounts and wallets" },
  { resource: "accounts", action: "review", description: "Approve or reject PENDING bank accounts and wallets" },
  { resource: "roles", action: "read", description: "List and read roles" },
  { resource: "roles", action: "update", description: "Edit roles and their permissions" },
  { resource: "permissions", action: "read", description: "List permissions" },
  { resource: "customers", action: "read", description: "List and read customers" },
  { resource: "customers", action: "update", description: "Edit customers" },
  { resource: "recharges", action: "create", description: "Create COP recharges" },
  { resource: "recharges", action: "read", description: "Look up COP recharges by order" },
  { resource: "webhooks", action: "read", description: "Read webhook configuration and deliveries" },
  { resource: "webhooks", action: "write", description: "Create, update and delete webhook configuration" },
  { resource: "ramps", action: "read", description: "List and read ramps" },
  { resource: "ramps", action: "create", description: "Create ramps" },
  { resource: "faker", action: "write", description: "Run sandbox simulations" },
  { resource: "savings", action: "read", description: "List custodial (savings) accounts" },
  { resource: "banks", action: "read", description: "List banks" },
  { resource: "audit", action: "read", description: "Read the audit log" },
] as const;

export type PermissionResource = (typeof PERMISSION_CATALOG)[number]["resource"];
export type PermissionAction = (typeof PERMISSION_CATALOG)[number]["action"];
export type PermissionName = `${PermissionResource}:${PermissionAction}`;

export const permissionName = (resource: string, action: string) => `${resource}:${action}`;
export const ALL_PERMISSION_NAMES = PERMISSION_CATALOG.map((p) => permissionName(p.resource, p.action));

/** Resources the compliance role may not even read (issue 5: it gets 403 on roles, customers and recharges). */
const COMPLIANCE_HIDDEN: readonly string[] = ["roles", "permissions", "customers", "recharges"];

/** The compliance role: reads everything but the back-office resources above, may edit and decide accounts, nothing else. */
export const COMPLIANCE_PERMISSION_NAMES = PERMISSION_CATALOG.filter(
  (p) =>
    (p.action === "read" && !COMPLIANCE_HIDDEN.includes(p.resource)) ||
    (p.resource === "accounts" && (p.action === "update" || p.action === "review")),
).map((p) => permissionName(p.resource, p.action));
