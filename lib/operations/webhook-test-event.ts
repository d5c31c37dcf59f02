import "server-only";
import { z } from "zod";
import { listRamps, simulateCashIn } from "@/lib/api/ramps";
import { getEnv } from "@/lib/env";
import { defineOperation } from "@/lib/pipeline/operation";
import { whenOffered } from "@/lib/transport/capabilities";

/**
 * Why no test event was sent, each with its own explanation on the screen:
 * - not_sandbox: the API's only simulation (the faker) exists in the sandbox alone;
 * - no_ramp_list: the API cannot list ramps (a sandbox extension), so there is none to pick;
 * - no_ramp_awaiting_payment: every ramp has been paid; a new one must be created first.
 */
export type TestEventRefusal = "not_sandbox" | "no_ramp_list" | "no_ramp_awaiting_payment";
export type TestEventOutcome = { sent: true; rampId: string } | { sent: false; reason: TestEventRefusal };

/**
 * "Send test event": the API has no test-event endpoint, so the dashboard uses the API's own
 * simulation (POST /api/v2/faker/cash-in): the newest ramp awaiting payment completes its
 * cash-in and the API sends its RAMP events to the configured URL, signed as any other. Nothing
 * is invented by the dashboard; where the simulation cannot run, the outcome says why.
 */
export const sendTestEventOperation = defineOperation({
  name: "webhook.sendTestEvent",
  targetType: "webhook",
  input: z.strictObject({}),
  // What the API itself requires for its simulation.
  permission: "faker:write",
  // No step-up: it moves a sandbox ramp along, the way Ramps → Simulate cash-in does.
  stepUp: false,
  audit: { targetIdFromResult: (outcome: TestEventOutcome) => (outcome.sent ? outcome.rampId : undefined) },
  run: async (_input, { operator, requestId }): Promise<TestEventOutcome> => {
    if (getEnv().API_ENV !== "sandbox") return { sent: false, reason: "not_sandbox" };
    const list = await whenOffered("ramps-list", () =>
      listRamps(operator, { status: "PENDING_PAYMENT", limit: 1 }, { requestId }),
    );
    if (!list.offered) return { sent: false, reason: "no_ramp_list" };
    const ramp = list.data.ramps.find((r) => r.status === "PENDING_PAYMENT");
    if (!ramp) return { sent: false, reason: "no_ramp_awaiting_payment" };
    await simulateCashIn(operator, ramp.id, { requestId });
    return { sent: true, rampId: ramp.id };
  },
});
