"use server";

import {
  acknowledgePayoutOperation,
  assignPayoutOperation,
  notePayoutOperation,
  reopenPayoutOperation,
  resolvePayoutOperation,
} from "@/lib/operations/payout-work";
import { operationAction } from "@/lib/pipeline/actions";

/**
 * Exceptions that people own (lib/operations/payout-work.ts). Nothing is revalidated: every open
 * screen of the customer hears the change over /api/payouts/work/stream and reads it again.
 */
export const assignPayout = operationAction(assignPayoutOperation);
export const notePayout = operationAction(notePayoutOperation);
export const acknowledgePayout = operationAction(acknowledgePayoutOperation);
export const resolvePayout = operationAction(resolvePayoutOperation);
export const reopenPayout = operationAction(reopenPayoutOperation);
