"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { getAccount, updateAccount } from "@/lib/api/accounts";
import { type Account, accountSchema, accountUpdateInputSchema, nonEmpty } from "@/lib/contract";
import { getOperator } from "@/lib/auth/session";
import { getRecent, rememberRecord } from "@/lib/db/recent-records";
import { isMaskedValue, maskSensitive, restoreMasked } from "@/lib/security/masking";

/** The account's id beside the contract's PATCH body (a union, so it cannot simply be extended). */
const schema = z.strictObject({ id: nonEmpty, input: accountUpdateInputSchema });

// Masked: the audit log never holds a full account or document number.
const auditView = (a: Account) => ({ type: a.type, status: a.status, data: maskSensitive(a.data) });

const holdsMasked = (value: unknown): boolean =>
  isMaskedValue(value) ||
  (value !== null && typeof value === "object" && Object.values(value as Record<string, unknown>).some(holdsMasked));

/**
 * The edit page shows the account's number and document masked; a form sent back with them
 * unchanged gets the stored values again (read with the operator's own token). A masked value
 * that is not the stored one's mask stays, and the schema refuses it.
 */
async function withStoredValues(raw: unknown): Promise<unknown> {
  if (raw === null || typeof raw !== "object") return raw;
  const { id, input } = raw as { id?: unknown; input?: unknown };
  if (typeof id !== "string" || !holdsMasked(input)) return raw;
  const operator = await getOperator();
  if (!operator) return raw;
  const stored = await getAccount(operator, id).catch(() => undefined);
  return stored ? { ...raw, input: restoreMasked(input, { type: stored.type, data: stored.data }) } : raw;
}

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
  const result = await update(await withStoredValues(raw));
  if (result.ok) {
    revalidatePath("/accounts");
    // The browser gets the saved account masked, as the page showed it.
    return { ok: true, data: maskSensitive(result.data) };
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
    return { ok: true, data: maskSensitive(result.data) };
  }
  const fieldErrors = result.error.fieldErrors;
  if (!fieldErrors) return result;
  const mapped = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^input\./, ""), v]));
  return { ok: false, error: { ...result.error, fieldErrors: mapped } };
}
