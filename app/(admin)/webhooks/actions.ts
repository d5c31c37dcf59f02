"use server";

import { revalidatePath } from "next/cache";
import {
  deleteWebhookOperation,
  receiveHereOperation,
  resendDeliveryOperation,
  saveWebhookOperation,
  setWebhookActiveOperation,
} from "@/lib/operations/webhooks";
import { sendTestEventOperation } from "@/lib/operations/webhook-test-event";
import { operationAction } from "@/lib/pipeline/actions";

/** The webhook screen's actions: each one operation of lib/operations/webhooks.ts. */
const refresh = () => revalidatePath("/webhooks");

export const saveWebhook = operationAction(saveWebhookOperation, { onDone: refresh });
export const receiveHere = operationAction(receiveHereOperation, { onDone: refresh });
export const deleteWebhook = operationAction(deleteWebhookOperation, { onDone: refresh });
export const setWebhookActive = operationAction(setWebhookActiveOperation);
export const resendWebhookDelivery = operationAction(resendDeliveryOperation);
export const sendTestEvent = operationAction(sendTestEventOperation);
