"use server";

import {
  confirmTotpOperation,
  passkeyOptionsOperation,
  regenerateRecoveryCodesOperation,
  registerPasskeyOperation,
  removeFactorOperation,
  renameFactorOperation,
  startTotpOperation,
} from "@/lib/operations/factors";
import { operationAction } from "@/lib/pipeline/actions";

export type { FactorChange } from "@/lib/operations/factors";

/** The operator's own factors: each one operation of lib/operations/factors.ts (step-up, audited). */
export const startTotp = operationAction(startTotpOperation);
export const confirmTotp = operationAction(confirmTotpOperation);
export const passkeyOptions = operationAction(passkeyOptionsOperation);
export const registerPasskey = operationAction(registerPasskeyOperation);
export const renameFactor = operationAction(renameFactorOperation);
export const removeFactor = operationAction(removeFactorOperation);
export const regenerateRecoveryCodes = operationAction(regenerateRecoveryCodesOperation);
