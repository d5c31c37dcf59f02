"use server";

import { revalidatePath } from "next/cache";
import { saveAlertSettingsOperation } from "@/lib/operations/alert-settings";
import { operationAction } from "@/lib/pipeline/actions";

/** The customer's alert settings (lib/operations/alert-settings.ts): step-up, audited. */
export const saveAlertSettings = operationAction(saveAlertSettingsOperation, {
  onDone: () => revalidatePath("/alerts"),
});
