import "server-only";
import { policyInForce, policyInputSchema, policySettings, savePolicy } from "@/lib/approvals/policy";
import { defineHoldableOperation } from "@/lib/pipeline/operation";
import { DashboardRefusal, diffOf } from "./shared";

/**
 * A change of an approval policy: itself always a change request (four eyes over four eyes),
 * proposed by an operator who may change roles and applied in the dashboard's store once approved.
 */
export const updateApprovalPolicyOperation = defineHoldableOperation({
  name: "approval_policy.update",
  targetType: "approval_policy",
  input: policyInputSchema,
  permission: "roles:update",
  // The API cannot refuse a change of the dashboard's own store: grants it cannot tell refuse.
  local: true,
  stepUp: false,
  targetId: (input) => input.operation,
  readBase: async (input, { operator }) => policySettings(await policyInForce(operator, input.operation)),
  hold: {
    // Waits under the approvers and expiry of the policy it changes, whatever that policy holds.
    operation: (input) => input.operation,
    always: true,
    requestOperation: "policy",
    needsApproval: () => true,
    diff: (input, base) => {
      const diff = diffOf(base as Record<string, unknown>, policySettings(input));
      if (diff.length === 0) throw new DashboardRefusal("APPROVAL.NOTHING_CHANGED", "Nothing changed");
      return diff;
    },
  },
  run: (input, { operator }) => savePolicy(operator, input, operator.email),
});
