"use server";

import { operationAction } from "@/lib/pipeline/actions";
import { revealValueOperation } from "./reveal";

/**
 * Server action: the full value of one masked field of a record or of a pending change request's
 * proposal (lib/operations/reveal.ts), through the pipeline: session, scope, the input parsed, a
 * fresh step-up, then the read, and the "value.reveal" audit entry without the value.
 */
export const revealValue = operationAction(revealValueOperation);
