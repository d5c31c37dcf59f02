"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { getRole, updateRole } from "@/lib/api/roles";
import { nonEmpty, type Role, roleUpdateInputSchema } from "@/lib/contract";

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
  targetId: (input) => input.id,
  loadBefore: async (input, { operator }) => auditView(await getRole(operator, input.id)),
  run: ({ id, ...body }, { operator, requestId }) => updateRole(operator, id, body, { requestId }),
  auditAfter: (role) => auditView(role),
});

export async function saveRole(raw: unknown): Promise<ActionResult<Role>> {
  const result = await update(raw);
  if (result.ok) revalidatePath("/roles");
  return result;
}
