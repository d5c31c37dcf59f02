import "server-only";
import type { z } from "zod";
import { type OperationContext, type OperationSpec, schemaOf } from "@/lib/pipeline/operation";
import { reviewAccountOperation, updateAccountOperation } from "./accounts";
import { updateApprovalPolicyOperation } from "./approval-policy";
import { updateCustomerOperation } from "./customers";
import { updateServiceLevelsOperation } from "./payout-sync";
import { createRecharge } from "./recharges";
import { updateRoleOperation } from "./roles";
import { deleteWebhookOperation, receiveHereOperation, saveWebhookOperation } from "./webhooks";

/** Why a held change whose stored input no longer parses is refused (before its base or its run). */
export const INPUT_INVALID_MESSAGE = "The stored input no longer passes the operation's schema: nothing was sent";

/** A held operation with its input type erased: each call parses with the operation's own schema first. */
export interface HeldEntry {
  name: string;
  permission: string | null;
  local: boolean;
  /** The stored input parsed again; `run` only when it still parses. */
  execute(
    raw: unknown,
    ctx: OperationContext,
  ): Promise<{ parsed: true; data: unknown } | { parsed: false; error: z.ZodError }>;
  /** The target's base state now, for the staleness check; throws when the input no longer parses. */
  readBase(raw: unknown, ctx: OperationContext): Promise<unknown>;
}

function entry<S extends z.ZodType, T>(op: OperationSpec<S, T>): HeldEntry {
  const parse = (raw: unknown) => schemaOf(op).safeParse(raw);
  return {
    name: op.name,
    permission: op.permission,
    local: Boolean(op.local),
    execute: async (raw, ctx) => {
      const parsed = parse(raw);
      if (!parsed.success) return { parsed: false, error: parsed.error };
      return { parsed: true, data: await op.run(parsed.data, ctx) };
    },
    readBase: async (raw, ctx) => {
      const parsed = parse(raw);
      if (!parsed.success) throw new Error(INPUT_INVALID_MESSAGE);
      return op.readBase ? op.readBase(parsed.data, ctx) : null;
    },
  };
}

/**
 * The operations a change request can carry, by name: the approval executor finds the `run` of a
 * held change here (./approval-deps.ts), with the schema that parses its stored input again.
 * A holdable operation not listed here could be held but never executed.
 */
const HELD: readonly HeldEntry[] = [
  entry(createRecharge),
  entry(updateRoleOperation),
  entry(updateCustomerOperation),
  entry(saveWebhookOperation),
  entry(receiveHereOperation),
  entry(deleteWebhookOperation),
  entry(updateAccountOperation),
  entry(reviewAccountOperation),
  entry(updateServiceLevelsOperation),
  entry(updateApprovalPolicyOperation),
];

const BY_NAME = new Map(HELD.map((op) => [op.name, op]));

export function heldOperation(name: string): HeldEntry | undefined {
  return BY_NAME.get(name);
}

export const heldOperationNames = (): string[] => [...BY_NAME.keys()];

/** The permission an approver of a held change needs; an unknown operation needs one nobody holds. */
export function permissionOfHeld(name: string): { permission: string | null; local: boolean } {
  const op = BY_NAME.get(name);
  if (!op) return { permission: "dashboard:unknown-operation", local: true };
  return { permission: op.permission, local: op.local };
}
