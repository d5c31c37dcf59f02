"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { getRole, updateRole } from "@/lib/api/roles";
import { holdForApproval } from "@/lib/approvals/gate";
import { nonEmpty, type Role, roleSchema, roleUpdateInputSchema } from "@/lib/contract";
import { getRecent, rememberRecord } from "@/lib/db/recent-records";

/** The contract's PUT body plus the role's id; the same schema validates the form. */
const schema = roleUpdateInputSchema.extend({ id: nonEmpty });

/** The audit keeps permission ids (what the API takes) rather than whole permission records. */
const auditView = (role: Role | undefined) =>
  role && {
    name: role.name,
    description: role.description,
    active: role.active,
    permissionIds: role.permissions.map((p) => p.id).sort(),
  };

const update = defineAction({
  action: "role.update",
  targetType: "role",
  schema,
  // Permissions change: a fresh proof of identity first (lib/auth/step-up.ts).
  stepUp: true,
  targetId: (input) => input.id,
  loadBefore: async (input, { operator }) => auditView(await getRole(operator, input.id)),
  run: ({ id, ...body }, { operator, requestId }) => updateRole(operator, id, body, { requestId }),
  auditAfter: (role) => auditView(role),
});

export async function saveRole(raw: unknown): Promise<ActionResult<Role>> {
  const held = await holdForApproval("role", raw, { stepUp: true });
  if (held) return held;
  const result = await update(raw);
  if (result.ok) revalidatePath("/roles");
  return result;
}

/**
 * The specification-only path: the role cannot be read, so only the fields the operator filled
 * are sent, and the Role the API returns is kept as the record shown from then on.
 */
const updateById = defineAction({
  action: "role.update",
  targetType: "role",
  schema,
  // Permissions change: a fresh proof of identity first (lib/auth/step-up.ts).
  stepUp: true,
  targetId: (input) => input.id,
  loadBefore: async (input, { operator }) => {
    const known = roleSchema.safeParse((await getRecent(operator, "role", input.id))?.record);
    return known.success ? auditView(known.data) : undefined;
  },
  run: async ({ id, ...body }, { operator, requestId }) => {
    const role = await updateRole(operator, id, body, { requestId });
    await rememberRecord(operator, "role", id, operator.email, role);
    return role;
  },
  auditAfter: (role) => auditView(role),
});

export async function saveRoleById(id: string, body: unknown): Promise<ActionResult<Role>> {
  const input = typeof body === "object" && body !== null ? { ...body, id } : body;
  const held = await holdForApproval("role", input, { stepUp: true });
  if (held) return held;
  const result = await updateById(input);
  if (result.ok) revalidatePath(`/roles/${encodeURIComponent(id)}`);
  return result;
}
