import "server-only";
import {
  knownOperators,
  notesOf,
  type OwnershipRecord,
  ownershipOf,
  type PayoutNote,
  type QuietPayout,
  quietPayouts,
} from "@/lib/db/queries/payout-ownership";
import type { CustomerScope } from "@/lib/db/scope";

/**
 * Who owns a payout exception and whether it is set aside (issue 29, point 5): the views the
 * list, the sheet and the page read, and the rule the attention queue applies.
 */

export type { KnownOperator, PayoutNote, QuietPayout } from "@/lib/db/queries/payout-ownership";
/** The operators the dashboard knows for a customer: who can own a payout or be on call. */
export { knownOperators } from "@/lib/db/queries/payout-ownership";

/** What the browser gets of a payout's ownership (dates as ISO strings). */
export interface OwnershipView {
  payoutId: string;
  assignee: { email: string; name: string } | null;
  assignedBy: string | null;
  assignedAt: string | null;
  acknowledged: { reason: string; by: string; at: string; until: string | null; status: string | null } | null;
  resolved: { by: string; at: string; status: string | null } | null;
}

export const ownershipView = (row: OwnershipRecord): OwnershipView => ({
  payoutId: row.payoutId,
  assignee: row.assigneeEmail ? { email: row.assigneeEmail, name: row.assigneeName ?? row.assigneeEmail } : null,
  assignedBy: row.assignedBy,
  assignedAt: row.assignedAt?.toISOString() ?? null,
  acknowledged:
    row.ackAt && row.ackReason !== null
      ? {
          reason: row.ackReason,
          by: row.ackBy ?? "",
          at: row.ackAt.toISOString(),
          until: row.snoozedUntil?.toISOString() ?? null,
          status: row.ackStatus,
        }
      : null,
  resolved: row.resolvedAt
    ? { by: row.resolvedBy ?? "", at: row.resolvedAt.toISOString(), status: row.resolvedStatus }
    : null,
});

export interface NoteView {
  id: string;
  author: string;
  authorEmail: string;
  body: string;
  at: string;
}

const noteView = (note: PayoutNote): NoteView => ({
  id: note.id,
  author: note.authorName ?? note.authorEmail,
  authorEmail: note.authorEmail,
  body: note.body,
  at: note.createdAt.toISOString(),
});

/** The ownership of a page of payouts, by id (only the ones somebody touched). */
export async function ownershipByPayout(
  scope: CustomerScope,
  payoutIds: readonly string[],
): Promise<Record<string, OwnershipView>> {
  const rows = await ownershipOf(scope, payoutIds);
  return Object.fromEntries(rows.map((row) => [row.payoutId, ownershipView(row)]));
}

/** Everything the sheet and the page show of one payout's work: owner, notes, who can be assigned. */
export async function payoutWork(scope: CustomerScope, payoutId: string) {
  const [rows, notes, operators] = await Promise.all([
    ownershipOf(scope, [payoutId]),
    notesOf(scope, payoutId),
    knownOperators(scope),
  ]);
  const row = rows[0];
  return {
    ownership: row ? ownershipView(row) : null,
    notes: notes.map(noteView),
    operators,
  };
}
export type PayoutWork = Awaited<ReturnType<typeof payoutWork>>;

/**
 * Whether a payout set aside by an operator stays out of the attention queue now: an
 * acknowledgement holds until its snooze ends (none: until the status changes), a resolution
 * until the status changes; either ends as soon as the payout's status differs from the one it
 * had then.
 */
export function isQuiet(quiet: QuietPayout, statusNow: string, now: Date = new Date()): boolean {
  if (quiet.statusThen !== null && quiet.statusThen !== statusNow) return false;
  if (quiet.state === "acknowledged" && quiet.snoozedUntil && quiet.snoozedUntil <= now) return false;
  return true;
}

/**
 * For the read model's attention query (helper C): the customer's acknowledged and resolved
 * payouts, keyed by payout id, with the status each had when set aside. Join on the payout id
 * and drop a payout when `isQuiet(quiet, itsStatusNow)`.
 */
export async function quietPayoutsOf(scope: CustomerScope): Promise<Map<string, QuietPayout>> {
  return new Map((await quietPayouts(scope)).map((q) => [q.payoutId, q]));
}
