"use server";

import { sessionAction } from "@/lib/pipeline/actions";
import { unauthorized } from "@/lib/pipeline/run";
import { revealFor } from "./reveal";

/**
 * Server action: the full value of one masked field, for the signed-in operator after a fresh
 * step-up, with a reason; audited as "value.reveal" (lib/security/reveal.ts). The pipeline's
 * session variant: the one answer that is the full value on purpose, so it is not masked.
 */
export const revealValue = sessionAction(
  "value.reveal",
  unauthorized,
  (operator, input: { recordType: string; recordId: string; field: string; reason: string }) =>
    revealFor({ ...operator, name: operator.name ?? operator.email }, input),
);
