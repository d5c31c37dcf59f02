"use server";

import { revalidatePath } from "next/cache";
import {
  configureSyncCredentialOperation,
  removeSyncCredentialOperation,
  updateServiceLevelsOperation,
} from "@/lib/operations/payout-sync";
import { operationAction } from "@/lib/pipeline/actions";

/**
 * The payouts read model's settings (lib/operations/payout-sync.ts): service levels, always held
 * for approval like a policy change; the sync's read-only API operator, with step-up.
 */
export const proposeServiceLevels = operationAction(updateServiceLevelsOperation, {
  onDone: () => revalidatePath("/payout-settings"),
});
export const configurePayoutSync = operationAction(configureSyncCredentialOperation, {
  onDone: () => revalidatePath("/payout-settings"),
});
export const removePayoutSync = operationAction(removeSyncCredentialOperation, {
  onDone: () => revalidatePath("/payout-settings"),
});
