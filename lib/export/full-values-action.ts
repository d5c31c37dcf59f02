"use server";

import { z } from "zod";
import { operationAction } from "@/lib/pipeline/actions";
import { defineOperation } from "@/lib/pipeline/operation";
import { revealReasonSchema } from "@/lib/security/reveal-schema";

/**
 * Asked before an export with full values: answers step_up_required until the operator proved
 * who they are (the pipeline's step-up stage), so the browser's step-up dialog opens before the
 * download starts. The export itself checks the proof again and writes its own audit entry.
 */
const confirmFullValuesExportOperation = defineOperation({
  name: "export.confirmFullValues",
  targetType: "export",
  input: z.object({ reason: revealReasonSchema }),
  permission: null,
  stepUp: true,
  run: async () => true as const,
});

export const confirmFullValuesExport = operationAction(confirmFullValuesExportOperation);
