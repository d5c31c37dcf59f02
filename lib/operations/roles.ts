import "server-only";
import { listPermissions } from "@/lib/api/permissions";
import { getRole, updateRole } from "@/lib/api/roles";
import type { DiffEntry } from "@/lib/approvals/types";
import { nonEmpty, type Role, roleSchema, roleUpdateInputSchema } from "@/lib/contract";
import { getRecent, rememberRecord } from "@/lib/db/queries/recent-records";
import { defineHoldableOperation, type OperationContext } from "@/lib/pipeline/operation";
import { changed, diffOf, readable, sortedIds } from "./shared";

/** Role changes: the contract's PUT body plus the role's id; the same schema validates the form. */
const schema = roleUpdateInputSchema.extend({ id: nonEmpty });
type RoleInput = ReturnType<typeof schema.parse>;

/** What a role grants: the base a held change is checked against, and the audit's view. */
const roleView = (role: Role) => ({
  name: role.name,
  description: role.description,
  active: role.active,
  permissionIds: sortedIds(role.permissions.map((p) => p.id)),
});
type RoleBase = ReturnType<typeof roleView>;

const hold = {
  operation: "role" as const,
  // Permissions and active decide what an operator may do; a new name or description does not.
  needsApproval: (input: RoleInput, _policy: unknown, base: unknown) => {
    const known = base as RoleBase | null;
    if (!known) return input.permissionIds !== undefined || input.active !== undefined;
    return (
      (input.permissionIds !== undefined && changed(sortedIds(input.permissionIds), known.permissionIds)) ||
      (input.active !== undefined && input.active !== known.active)
    );
  },
  diff: async ({ id: _id, ...body }: RoleInput, base: unknown, { operator }: OperationContext) => {
    const known = base as RoleBase | null;
    const names = new Map((await listPermissions(operator).catch(() => [])).map((p) => [p.id, p.name]));
    const name = (pid: string) => names.get(pid) ?? pid;
    const diff: DiffEntry[] = diffOf(
      known && { name: known.name, description: known.description, active: known.active },
      {
        name: body.name,
        description: body.description,
        active: body.active,
      },
    );
    if (body.permissionIds) {
      const before = new Set(known?.permissionIds ?? []);
      const after = new Set(body.permissionIds);
      const added = [...after]
        .filter((p) => !before.has(p))
        .map(name)
        .sort();
      const removed = [...before]
        .filter((p) => !after.has(p))
        .map(name)
        .sort();
      if (added.length > 0) diff.push({ field: "permissionsAdded", before: null, after: added });
      if (removed.length > 0) diff.push({ field: "permissionsRemoved", before: removed, after: null });
    }
    return diff;
  },
};

export const updateRoleOperation = defineHoldableOperation({
  name: "role.update",
  targetType: "role",
  input: schema,
  permission: "roles:update",
  // Permissions change: a fresh proof of identity first (lib/auth/step-up.ts).
  stepUp: true,
  targetId: (input) => input.id,
  hold,
  // The API's record where it can be read, else the one this dashboard kept (the spec-only path).
  readBase: async (input, { operator }) => {
    const role = await readable("roles-list", () => getRole(operator, input.id));
    if (role) return roleView(role);
    const known = roleSchema.safeParse((await getRecent(operator, "role", input.id))?.record);
    return known.success ? roleView(known.data) : null;
  },
  audit: { after: (role: Role) => roleView(role) },
  run: async ({ id, ...body }, { operator, requestId }) => {
    const role = await updateRole(operator, id, body, { requestId });
    // Against an API that cannot list or read roles, the answer is the record shown from then on.
    await rememberRecord(operator, "role", id, operator.email, role);
    return role;
  },
});
