import "server-only";
import { z } from "zod";
import { listPayouts } from "@/lib/api/payouts";
import {
  addPayoutNote,
  changeOwnership,
  isKnownOperator,
  ownershipOf,
  PAYOUT_NOTE_MAX,
} from "@/lib/db/queries/payout-ownership";
import { announce, CUSTOMER_CHANNELS } from "@/lib/notifications/customer-hub";
import { notify, recipientKey } from "@/lib/notifications/notify";
import { PAYOUT_ID_PARAM_MAX } from "@/lib/payouts/id-param";
import { ownershipView } from "@/lib/payouts/ownership";
import { defineOperation, type OperationContext, type Operator } from "@/lib/pipeline/operation";
import { DashboardRefusal } from "./shared";

/**
 * Exceptions that people own (issue 29, point 5): assign, note, acknowledge (with a snooze),
 * resolve, reopen. The rows are the dashboard's own (lib/db/payout-work-schema.ts), so the API
 * cannot refuse them: each operation needs `payouts:read` read fresh (`local`), reads the payout
 * through the operator's own token first (a payout the operator's customer does not have is not
 * found, and the status it has now is what an acknowledgement remembers), is audited, and tells
 * every open list, sheet and page of the customer on every instance.
 */

/** The longest snooze: past a month, an exception is not snoozed but forgotten. */
export const MAX_SNOOZE_MS = 30 * 24 * 3_600_000;

const payoutId = z.string().trim().min(1).max(PAYOUT_ID_PARAM_MAX);
const boundedText = z.string().trim().min(1).max(PAYOUT_NOTE_MAX);

/** The payout as the API shows it to this operator now, or a not-found refusal. */
async function currentStatus(operator: Operator, id: string): Promise<string> {
  const { payouts } = await listPayouts(operator, { id, limit: 1, page: 1 });
  const payout = payouts.find((p) => p.id === id);
  if (!payout) throw new DashboardRefusal("PAYOUT.NOT_FOUND", "No such payout", "not_found");
  return payout.status;
}

const readBase = async (input: { payoutId: string }, { operator }: OperationContext) => {
  const [row] = await ownershipOf(operator, [input.payoutId]);
  return row ? ownershipView(row) : null;
};

const displayName = (operator: Operator) => operator.name || operator.email;

async function told(customerId: string, id: string) {
  await announce(CUSTOMER_CHANNELS.payoutWork, customerId, id);
}

export const assignPayoutOperation = defineOperation({
  name: "payout.assign",
  targetType: "payout",
  input: z.object({
    payoutId,
    /** "me", another operator's email, or null to unassign. */
    assignee: z.union([z.literal("me"), z.string().trim().toLowerCase().email().max(320), z.null()]),
  }),
  permission: "payouts:read",
  local: true,
  stepUp: false,
  targetId: (input) => input.payoutId,
  readBase,
  run: async (input, { operator }) => {
    await currentStatus(operator, input.payoutId);
    const me = recipientKey(operator.email);
    let assignee: { email: string; name: string } | null = null;
    if (input.assignee === "me" || input.assignee === me) assignee = { email: me, name: displayName(operator) };
    else if (input.assignee !== null) {
      const known = await isKnownOperator(operator, input.assignee);
      if (!known)
        throw new DashboardRefusal("PAYOUT.UNKNOWN_OPERATOR", "Only operators who have signed in here can be assigned");
      assignee = known;
    }
    const row = await changeOwnership(operator, input.payoutId, {
      assigneeEmail: assignee?.email ?? null,
      assigneeName: assignee?.name ?? null,
      assignedBy: assignee ? me : null,
      assignedAt: assignee ? new Date() : null,
    });
    if (assignee && assignee.email !== me)
      await notify(operator.customerId, [assignee.email], "payout.assigned", {
        payoutId: input.payoutId,
        by: displayName(operator),
      });
    await told(operator.customerId, input.payoutId);
    return ownershipView(row);
  },
});

export const notePayoutOperation = defineOperation({
  name: "payout.note",
  targetType: "payout",
  input: z.object({ payoutId, body: boundedText }),
  permission: "payouts:read",
  local: true,
  stepUp: false,
  targetId: (input) => input.payoutId,
  audit: { after: (note: { id: string }) => ({ noteId: note.id }) },
  run: async (input, { operator }) => {
    await currentStatus(operator, input.payoutId);
    const note = await addPayoutNote(operator, input.payoutId, {
      authorEmail: recipientKey(operator.email),
      authorName: operator.name ?? null,
      body: input.body,
    });
    const [row] = await ownershipOf(operator, [input.payoutId]);
    if (row?.assigneeEmail && row.assigneeEmail !== recipientKey(operator.email))
      await notify(operator.customerId, [row.assigneeEmail], "payout.note", {
        payoutId: input.payoutId,
        by: displayName(operator),
      });
    await told(operator.customerId, input.payoutId);
    return { id: note.id, at: note.createdAt.toISOString() };
  },
});

export const acknowledgePayoutOperation = defineOperation({
  name: "payout.acknowledge",
  targetType: "payout",
  input: z.object({
    payoutId,
    reason: boundedText,
    /** Out of the attention queue until then; null: until its status changes. */
    until: z.iso
      .datetime({ offset: true })
      .nullable()
      .refine((value) => value === null || Date.parse(value) > Date.now(), { message: "must be in the future" })
      .refine((value) => value === null || Date.parse(value) <= Date.now() + MAX_SNOOZE_MS, {
        message: "at most 30 days ahead",
      }),
  }),
  permission: "payouts:read",
  local: true,
  stepUp: false,
  targetId: (input) => input.payoutId,
  readBase,
  run: async (input, { operator }) => {
    const status = await currentStatus(operator, input.payoutId);
    const row = await changeOwnership(operator, input.payoutId, {
      ackReason: input.reason,
      ackBy: recipientKey(operator.email),
      ackAt: new Date(),
      snoozedUntil: input.until ? new Date(input.until) : null,
      ackStatus: status,
      resolvedAt: null,
      resolvedBy: null,
      resolvedStatus: null,
    });
    await told(operator.customerId, input.payoutId);
    return ownershipView(row);
  },
});

export const resolvePayoutOperation = defineOperation({
  name: "payout.resolve",
  targetType: "payout",
  input: z.object({ payoutId }),
  permission: "payouts:read",
  local: true,
  stepUp: false,
  targetId: (input) => input.payoutId,
  readBase,
  run: async (input, { operator }) => {
    const status = await currentStatus(operator, input.payoutId);
    const row = await changeOwnership(operator, input.payoutId, {
      resolvedAt: new Date(),
      resolvedBy: recipientKey(operator.email),
      resolvedStatus: status,
    });
    await told(operator.customerId, input.payoutId);
    return ownershipView(row);
  },
});

/** Takes back an acknowledgement or a resolution: the payout is in the attention queue again if it qualifies. */
export const reopenPayoutOperation = defineOperation({
  name: "payout.reopen",
  targetType: "payout",
  input: z.object({ payoutId }),
  permission: "payouts:read",
  local: true,
  stepUp: false,
  targetId: (input) => input.payoutId,
  readBase,
  run: async (input, { operator }) => {
    await currentStatus(operator, input.payoutId);
    const row = await changeOwnership(operator, input.payoutId, {
      ackReason: null,
      ackBy: null,
      ackAt: null,
      snoozedUntil: null,
      ackStatus: null,
      resolvedAt: null,
      resolvedBy: null,
      resolvedStatus: null,
    });
    await told(operator.customerId, input.payoutId);
    return ownershipView(row);
  },
});
