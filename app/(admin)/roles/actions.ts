"use server";

import { revalidatePath } from "next/cache";
import { updateRoleOperation } from "@/lib/operations/roles";
import { operationAction, reshapedOperationAction } from "@/lib/pipeline/actions";

/** Role edits: one operation (lib/operations/roles.ts), held under the role policy. */
export const saveRole = operationAction(updateRoleOperation, { onDone: () => revalidatePath("/roles") });

/** The specification-only path: the role's page by id, the id apart from the body. */
export const saveRoleById = reshapedOperationAction(
  updateRoleOperation,
  { onDone: (role) => revalidatePath(`/roles/${encodeURIComponent(role.id)}`), reshape: (result) => result },
  (id: string, body: unknown) => (typeof body === "object" && body !== null ? { ...body, id } : body),
);
