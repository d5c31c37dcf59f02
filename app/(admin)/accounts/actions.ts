"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { getAccount, updateAccount } from "@/lib/api/accounts";
import { type Account, accountSchema, accountUpdateInputSchema, nonEmpty } from "@/lib/contract";
import { getRecent, rememberRecord } from "@/lib/db/recent-records";

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

/**
 * The specification-only path: the account cannot be read, so the operator gives the type and
 * the data the PATCH requires, and the Account the API returns is kept as the record shown.
 */
const updateById = defineAction({
  action: "account.update",
  targetType: "account",
  schema,
  targetId: (input) => input.id,
  loadBefore: async ({ id }, { operator }) => {
    const known = accountSchema.safeParse((await getRecent(operator, "account", id))?.record);
    return known.success ? auditView(known.data) : undefined;
  },
  run: async ({ id, input }, { operator, requestId }) => {
    const account = await updateAccount(operator, id, input, { requestId });
    await rememberRecord(operator, "account", id, operator.email, account);
    return account;
  },
  auditAfter: auditView,
});

export async function saveAccountById(id: string, body: unknown): Promise<ActionResult<Account>> {
  const result = await updateById({ id, input: body });
  if (result.ok) {
    revalidatePath(`/accounts/${encodeURIComponent(id)}`);
    return result;
  }
  const fieldErrors = result.error.fieldErrors;
  if (!fieldErrors) return result;
  const mapped = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^input\./, ""), v]));
  return { ok: false, error: { ...result.error, fieldErrors: mapped } };
}
