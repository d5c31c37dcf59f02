import "server-only";
import type { CustomerScope } from "@/lib/db/scope";
import type { HoldNoticeData } from "./hold-notice-data";
import { policyInForce } from "./policy";
import type { PolicyOperation } from "./types";

export type { HoldNoticeData };

/** The policy in force for one operation, as a confirmation states it (./hold-notice-data.ts). */
export async function holdNoticeFor(
  scope: CustomerScope,
  operation: PolicyOperation,
  permission: string,
): Promise<HoldNoticeData> {
  const policy = await policyInForce(scope, operation);
  return {
    enabled: policy.enabled,
    approvers: policy.approversRequired,
    ttlMinutes: policy.ttlMinutes,
    thresholdCop: operation === "recharge" ? (policy.thresholdCop ?? 0) : null,
    permission,
  };
}
