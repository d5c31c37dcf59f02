"use server";

import type { ActionResult } from "@/lib/actions/result";
import { getOperator } from "@/lib/auth/session";
import { type RevealedValue, revealFor } from "./reveal";

/**
 * Server action: the full value of one masked field, for the signed-in operator after a fresh
 * step-up, with a reason; audited as "value.reveal" (lib/security/reveal.ts).
 */
export async function revealValue(input: {
  recordType: string;
  recordId: string;
  field: string;
  reason: string;
}): Promise<ActionResult<RevealedValue>> {
  return revealFor(await getOperator(), input);
}
