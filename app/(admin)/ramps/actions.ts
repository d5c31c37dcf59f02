"use server";

import { z } from "zod";
import type { ActionResult } from "@/lib/actions/result";
import { defineAction } from "@/lib/actions/safe-action";
import { simulateCashIn as simulateCashInApi } from "@/lib/api/ramps";
import { getEnv } from "@/lib/env";

const simulate = defineAction({
  action: "ramp.simulateCashIn",
  targetType: "ramp",
  schema: z.object({ rampId: z.string().min(1) }),
  targetId: (input) => input.rampId,
  run: async ({ rampId }, { operator, requestId }) => {
    // The faker exists only in the sandbox; refuse here rather than send it to production.
    if (getEnv().API_ENV !== "sandbox")
      throw Object.assign(new Error("sandbox only"), { status: 403, kind: "forbidden" });
    await simulateCashInApi(operator, rampId, { requestId });
    return { rampId };
  },
});

/** Spec: POST /api/v2/faker/cash-in; the resulting RAMP events arrive through the webhook. */
export async function simulateCashIn(raw: unknown): Promise<ActionResult<{ rampId: string }>> {
  return simulate(raw);
}
