import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Permission, Role, RoleUpdateInput } from "@/lib/contract";
import { permissions, rolePermissions, roles } from "../db/schema";
import type { Db } from "../db/store";
import { badRequest, notFound } from "../lib/errors";
import { offsetOf, type PageRequest, totalPages } from "../lib/pagination";

type PermissionRow = typeof permissions.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

export const toPermission = (row: PermissionRow): Permission => ({
  id: row.id,
  name: row.name,
  resource: row.resource,
  action: row.action,
  description: row.description,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Permissions ordered as the catalogue groups them: by resource, then action. */
export async function listPermissions(db: Db, pageReq: PageRequest) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(permissions)
      .orderBy(asc(permissions.resource), asc(permissions.action))
      .limit(pageReq.limit)
      .offset(offsetOf(pageReq)),
    db.select({ n: count() }).from(permissions),
  ]);
  return { permissions: rows.map(toPermission), totalPage: totalPages(total?.n ?? 0, pageReq.limit) };
}

/** Roles with their permissions, in two queries whatever the number of roles. */
async function withPermissions(db: Db, rows: RoleRow[]): Promise<Role[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ roleId: rolePermissions.roleId, permission: permissions })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      inArray(
        rolePermissions.roleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(permissions.resource), asc(permissions.action));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: links.filter((l) => l.roleId === row.id).map((l) => toPermission(l.permission)),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The customer's own roles: roles belong to a customer, permissions are global. */
export async function listRoles(db: Db, customerId: string, pageReq: PageRequest) {
  const own = eq(roles.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(roles).where(own).orderBy(asc(roles.name)).limit(pageReq.limit).offset(offsetOf(pageReq)),
    db.select({ n: count() }).from(roles).where(own),
  ]);
  return { roles: await withPermissions(db, rows), totalPage: totalPages(total?.n ?? 0, pageReq.limit) };
}

/** Any fixed number; only role renames take it. */
const ROLE_NAME_LOCK_KEY = 4_010_0100;

/** Another customer's role answers exactly like a missing one, so ids of other customers leak nothing. */
const roleNotFound = (id: string) => notFound("ROLE.1404", `Role ${id} not found`);

const ownRole = (customerId: string, id: string) => and(eq(roles.id, id), eq(roles.customerId, customerId));

export async function getRole(db: Db, customerId: string, id: string): Promise<Role> {
  const [row] = await db.select().from(roles).where(ownRole(customerId, id));
  if (!row) throw roleNotFound(id);
  const [role] = await withPermissions(db, [row]);
  if (!role) throw roleNotFound(id);
  return role;
}

/** 400 naming every permission id the store does not hold, by its position in the request. */
async function checkPermissionIds(db: Db, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = unique.length
    ? await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, unique))
    : [];
  const known = new Set(found.map((p) => p.id));
  const unknown = ids.flatMap((id, i) => (known.has(id) ? [] : [{ key: `permissionIds.${i}`, value: id }]));
  if (unknown.length > 0) {
    throw badRequest(
      "ROLE.1002",
      unknown.map((a) => `${a.key}: unknown permission id ${a.value}`),
      unknown,
    );
  }
  return unique;
}

/** Applies a PUT: given fields replace stored ones; permissionIds replaces the whole set. One transaction. */
export async function updateRole(db: Db, customerId: string, id: string, input: RoleUpdateInput): Promise<Role> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(roles).where(ownRole(customerId, id)).for("update");
    if (!current) throw roleNotFound(id);
    if (input.name !== undefined && input.name !== current.name) {
      // Renames queue on one lock, so two racing renames to one name cannot both pass the check below.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLE_NAME_LOCK_KEY})`);
      // Names are unique within a customer; another customer's role of that name is no clash.
      const [clash] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.customerId, customerId), eq(roles.name, input.name)));
      if (clash) {
        throw badRequest(
          "ROLE.1003",
          [`name: another role is already called ${input.name}`],
          [{ key: "name", value: input.name }],
        );
      }
    }
    const permissionIds = input.permissionIds && (await checkPermissionIds(tx, input.permissionIds));
    const { name, description, active } = input;
    const changes = Object.fromEntries(
      Object.entries({ name, description, active }).filter(([, v]) => v !== undefined),
    );
    await tx
      .update(roles)
      .set({ ...changes, updatedAt: new Date() })
      .where(ownRole(customerId, id));
    if (permissionIds) {
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
      if (permissionIds.length > 0) {
        await tx.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId: id, permissionId })));
      }
    }
    return getRole(tx, customerId, id);
  });
}
