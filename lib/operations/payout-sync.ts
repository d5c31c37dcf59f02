import "server-only";
import { z } from "zod";
import { PAYOUT_IN_FLIGHT_STATUSES, PAYOUT_LIFECYCLE } from "@/lib/contract/payout-lifecycle";
import { identifyOperator } from "@/lib/auth/identity";
import { listServiceLevelRows, replaceServiceLevels } from "@/lib/db/queries/payout-sync";
import { effectiveServiceLevels, MAX_SERVICE_LEVEL_HOURS } from "@/lib/payouts-readmodel/service-levels";
import {
  configureSyncCredential,
  removeSyncCredential,
  syncCredentialSummary,
} from "@/lib/payouts-readmodel/credentials";
import { signInForSync } from "@/lib/payouts-readmodel/sync-api";
import { defineHoldableOperation, defineOperation } from "@/lib/pipeline/operation";
import { ApiError } from "@/lib/transport/errors";
import { DashboardRefusal, diffOf } from "./shared";

/**
 * The payouts read model's settings, in the dashboard's own store, under the rule of the approval
 * policies (roles:update): the customer's service levels (always held for a second operator, as a
 * policy change is) and the read-only API operator the sync signs in as.
 */

const statusSchema = z.enum(PAYOUT_IN_FLIGHT_STATUSES as [string, ...string[]]);

export const serviceLevelsInputSchema = z.strictObject({
  levels: z
    .array(
      z.strictObject({
        status: statusSchema,
        hours: z.number().int().min(1).max(MAX_SERVICE_LEVEL_HOURS),
      }),
    )
    .max(PAYOUT_IN_FLIGHT_STATUSES.length)
    .refine((levels) => new Set(levels.map((l) => l.status)).size === levels.length, "Each status at most once"),
});
export type ServiceLevelsInput = z.infer<typeof serviceLevelsInputSchema>;

/** status → hours in force, for every waiting status (the base a held change is judged against). */
const levelsRecord = (levels: ReadonlyMap<string, number>) => Object.fromEntries([...levels].sort());

export const updateServiceLevelsOperation = defineHoldableOperation({
  name: "payout_service_levels.update",
  targetType: "payout_service_levels",
  input: serviceLevelsInputSchema,
  permission: "roles:update",
  // The API cannot refuse a change of the dashboard's own store.
  local: true,
  stepUp: false,
  targetId: () => "service_levels",
  readBase: async (_input, { operator }) => levelsRecord(effectiveServiceLevels(await listServiceLevelRows(operator))),
  hold: {
    // Held like an approval policy change: always, under the approvers and expiry of the role policy.
    operation: "role",
    always: true,
    requestOperation: "policy",
    needsApproval: () => true,
    diff: (input, base) => {
      const after = levelsRecord(effectiveServiceLevels(input.levels));
      const diff = diffOf(base as Record<string, unknown>, after);
      if (diff.length === 0) throw new DashboardRefusal("APPROVAL.NOTHING_CHANGED", "Nothing changed");
      return diff;
    },
  },
  run: async (input, { operator }) => {
    // Only what differs from the product's default is stored: a later default change still reaches the rest.
    const own = input.levels.filter(
      (l) => PAYOUT_LIFECYCLE[l.status as keyof typeof PAYOUT_LIFECYCLE]?.serviceLevelHours !== l.hours,
    );
    await replaceServiceLevels(operator, own, operator.email);
    return levelsRecord(effectiveServiceLevels(own));
  },
});

export const syncCredentialInputSchema = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});

/** A grant that changes something: the sync's operator must hold none. */
const isWriteGrant = (name: string) => !name.endsWith(":read");

export const configureSyncCredentialOperation = defineOperation({
  name: "payout_sync.configure",
  targetType: "payout_sync",
  input: syncCredentialInputSchema,
  permission: "roles:update",
  local: true,
  // A credential to the customer's API: a fresh proof of identity first.
  stepUp: true,
  targetId: () => "credential",
  readBase: async (_input, { operator }) => (await syncCredentialSummary(operator)) ?? null,
  audit: { after: (data) => data },
  run: async (input, { operator }) => {
    let token: string;
    try {
      token = await signInForSync(input);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 400))
        throw new DashboardRefusal("PAYOUT_SYNC.SIGN_IN_FAILED", "The API refused this email and password");
      throw error;
    }
    const identity = await identifyOperator(token);
    if (!identity || identity.customerId !== operator.customerId)
      throw new DashboardRefusal("PAYOUT_SYNC.OTHER_CUSTOMER", "This API operator is not one of your customer's");
    const writes = identity.permissions?.filter(isWriteGrant) ?? [];
    if (writes.length > 0)
      throw new DashboardRefusal(
        "PAYOUT_SYNC.NOT_READ_ONLY",
        `The sync's API operator must only read; this one may also ${writes.slice(0, 3).join(", ")}`,
      );
    await configureSyncCredential(operator, input, operator.email);
    return { email: input.email.toLowerCase(), readOnlyKnown: identity.permissions !== null };
  },
});

export const removeSyncCredentialOperation = defineOperation({
  name: "payout_sync.remove",
  targetType: "payout_sync",
  input: z.strictObject({}),
  permission: "roles:update",
  local: true,
  stepUp: false,
  targetId: () => "credential",
  readBase: async (_input, { operator }) => (await syncCredentialSummary(operator)) ?? null,
  run: async (_input, { operator }) => ({ removed: await removeSyncCredential(operator) }),
});
