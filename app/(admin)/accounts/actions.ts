"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { getAccount, updateAccount } from "@/lib/api/accounts";
import { type Account, accountUpdateInputSchema, nonEmpty } from "@/lib/contract";

/** The account's id beside the contract's PATCH body (a union, so it cannot simply be extended). */
const schema = z.strictObject({ id: nonEmpty, input: accountUpdateInputSchema });

const auditView = (a: Account) => ({ type: a.type, status: a.status, data: a.data });

const update = defineAction({
  action: "account.update",
  targetType: "account",
  schema,
  targetId: (input) => input.id,
  loadBefore: async ({ id }, { operator }) => auditView(await getAccount(operator, id)),
  run: ({ id, input }, { operator, requestId }) => updateAccount(operator, id, input, { requestId }),
  auditAfter: auditView,
});

export async function saveAccount(raw: unknown): Promise<ActionResult<Account>> {
  const result = await update(raw);
  if (result.ok) {
    revalidatePath("/accounts");
    return result;
  }
  // Field paths of our own parse start at "input."; the form knows them from "data." on.
  const fieldErrors = result.error.fieldErrors;
  if (!fieldErrors) return result;
  const mapped = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^input\./, ""), v]));
  return { ok: false, error: { ...result.error, fieldErrors: mapped } };
}
