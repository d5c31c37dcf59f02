import "server-only";
import { z } from "zod";
import { listPolicyRows, upsertPolicy } from "@/lib/db/queries/approval-policies";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv, type ServerEnv } from "@/lib/env";
import { POLICY_OPERATIONS, type Policy, type PolicyOperation } from "./types";

type DefaultsEnv = Pick<
  ServerEnv,
  "API_ENV" | "APPROVALS_RECHARGE_ABOVE_COP" | "APPROVALS_OPERATIONS" | "APPROVALS_APPROVERS" | "APPROVALS_TTL_MINUTES"
>;

/**
 * The policy a customer has before it saves one. Recharges: APPROVALS_RECHARGE_ABOVE_COP, else
 * every recharge against the production API (real money) and none against the sandbox.
 */
export function defaultPolicy(operation: PolicyOperation, env: DefaultsEnv = getEnv()): Policy {
  const base = {
    operation,
    approversRequired: env.APPROVALS_APPROVERS === 2 ? 2 : 1,
    ttlMinutes: env.APPROVALS_TTL_MINUTES,
    source: "default",
    updatedBy: null,
    updatedAt: null,
  } as const;
  if (operation === "recharge") {
    const setting = env.APPROVALS_RECHARGE_ABOVE_COP ?? (env.API_ENV === "production" ? "0" : "off");
    return setting === "off"
      ? { ...base, enabled: false, thresholdCop: null }
      : { ...base, enabled: true, thresholdCop: Number(setting) };
  }
  return { ...base, enabled: env.APPROVALS_OPERATIONS.includes(operation), thresholdCop: null };
}

/** What a policy change may set; the form and the server parse with it. */
export const policyInputSchema = z
  .strictObject({
    operation: z.enum(POLICY_OPERATIONS),
    enabled: z.boolean(),
    thresholdCop: z.number().int().min(0).max(1_000_000_000_000).nullable(),
    approversRequired: z.union([z.literal(1), z.literal(2)]),
    ttlMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30),
  })
  .refine((p) => p.operation !== "recharge" || !p.enabled || p.thresholdCop !== null, {
    path: ["thresholdCop"],
    message: "A recharge policy needs a threshold (0 holds every recharge)",
  });
export type PolicyInput = z.infer<typeof policyInputSchema>;

/** The policies in force for every operation, the customer's own where saved. */
export async function policiesInForce(scope: CustomerScope): Promise<Policy[]> {
  const rows = await listPolicyRows(scope);
  return POLICY_OPERATIONS.map((operation) => {
    const row = rows.find((r) => r.operation === operation);
    if (!row) return defaultPolicy(operation);
    return {
      operation,
      enabled: row.enabled,
      thresholdCop: row.thresholdCop,
      approversRequired: row.approversRequired === 2 ? 2 : 1,
      ttlMinutes: row.ttlMinutes,
      source: "customer",
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function policyInForce(scope: CustomerScope, operation: PolicyOperation): Promise<Policy> {
  const all = await policiesInForce(scope);
  return all.find((p) => p.operation === operation) ?? defaultPolicy(operation);
}

/** What the base state of a policy change compares: the settings, not who saved them when. */
export const policySettings = (p: Policy | PolicyInput) => ({
  operation: p.operation,
  enabled: p.enabled,
  thresholdCop: p.thresholdCop,
  approversRequired: p.approversRequired,
  ttlMinutes: p.ttlMinutes,
});

/** Stores an approved policy change. */
export async function savePolicy(scope: CustomerScope, input: PolicyInput, by: string): Promise<Policy> {
  await upsertPolicy(scope, input.operation, {
    enabled: input.enabled,
    thresholdCop: input.thresholdCop,
    approversRequired: input.approversRequired,
    ttlMinutes: input.ttlMinutes,
    updatedBy: by,
  });
  return policyInForce(scope, input.operation);
}
