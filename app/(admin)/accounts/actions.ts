"use server";

import { revalidatePath } from "next/cache";
import { getAccount } from "@/lib/api/accounts";
import { takeMakerReason } from "@/lib/approvals/maker-reason";
import { getOperator } from "@/lib/auth/session";
import { updateAccountOperation } from "@/lib/operations/accounts";
import { reshapedOperationAction } from "@/lib/pipeline/actions";
import type { HoldableResult } from "@/lib/pipeline/result";
import { isMaskedValue, restoreMasked } from "@/lib/security/masking";

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

/** Field paths of the operation's own parse start at "input."; the form knows them from "data." on. */
function formPaths<T>(result: HoldableResult<T>): HoldableResult<T> {
  if (result.ok !== false || !result.error.fieldErrors) return result;
  const fieldErrors = Object.fromEntries(
    Object.entries(result.error.fieldErrors).map(([k, v]) => [k.replace(/^input\./, ""), v]),
  );
  return { ok: false, error: { ...result.error, fieldErrors } };
}

/**
 * An account's data (lib/operations/accounts.ts): a fresh step-up always, held under the
 * account-data policy. The browser gets the saved account masked, as the page showed it.
 */
export const saveAccount = reshapedOperationAction(updateAccountOperation, {
  prepare: withStoredValues,
  onDone: () => revalidatePath("/accounts"),
  reshape: formPaths,
});

/** The specification-only path: the account's page by id, with the type and data the PATCH needs. */
export const saveAccountById = reshapedOperationAction(
  updateAccountOperation,
  { onDone: (account) => revalidatePath(`/accounts/${encodeURIComponent(account.id)}`), reshape: formPaths },
  // The maker's reason, when the form sends one, goes beside the input, not into the account's data.
  (id: string, body: unknown) => {
    const { raw, makerReason } = takeMakerReason(body);
    return makerReason === undefined ? { id, input: raw } : { id, input: raw, makerReason };
  },
);
