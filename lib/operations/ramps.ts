import "server-only";
import { z } from "zod";
import { simulateCashIn } from "@/lib/api/ramps";
import { getEnv } from "@/lib/env";
import { defineOperation } from "@/lib/pipeline/operation";

/** Spec: POST /api/v2/faker/cash-in; the resulting RAMP events arrive through the webhook. */
export const simulateCashInOperation = defineOperation({
  name: "ramp.simulateCashIn",
  targetType: "ramp",
  input: z.object({ rampId: z.string().min(1).max(200) }),
  permission: "faker:write",
  stepUp: false,
  targetId: (input) => input.rampId,
  run: async ({ rampId }, { operator, requestId }) => {
    // The faker exists only in the sandbox; refuse here rather than send it to production.
    if (getEnv().API_ENV !== "sandbox")
      throw Object.assign(new Error("sandbox only"), { status: 403, kind: "forbidden" });
    await simulateCashIn(operator, rampId, { requestId });
    return { rampId };
  },
});
