import type { ApprovalTicket } from "@/lib/approvals/types";
import type { ApiErrorKind } from "@/lib/transport/error-kind";

/**
 * The one result every operation answers with (server actions, route handlers, the approval
 * executor's view). Client-safe: no server imports, so forms import the types and helpers.
 *
 * Three outcomes, each its own case: done (`ok: true`), refused or failed (`ok: false`), and
 * held for approval (`ok: "held"`): a held change is neither, nothing reached the API and a
 * second operator decides. Only operations a policy can hold answer `HoldableResult`, so a
 * form of another operation never has to think about it.
 */

export interface ActionError {
  /** Human-readable, already in the API's words or the dashboard's. */
  message: string;
  /** Form field path (react-hook-form dot notation) → message. */
  fieldErrors?: Record<string, string>;
  /** The API's request id, quoted to support when something fails. */
  requestId?: string;
  kind: ApiErrorKind;
  /** The API's errorCode (e.g. "RECHARGE.1002") when it sent one. */
  code?: string;
}

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

/** Stored as a change request: the ticket says which, and how many approvals it waits for. */
export interface HeldResult {
  ok: "held";
  approval: ApprovalTicket;
  /** "Submitted for approval (request …)": what the form may show as it is. */
  message: string;
}

export type HoldableResult<T> = ActionResult<T> | HeldResult;

export const actionOk = <T>(data: T): ActionResult<T> => ({ ok: true, data });
export const actionFail = <T = never>(error: ActionError): ActionResult<T> => ({ ok: false, error });

export const isHeld = (result: { ok: unknown }): result is HeldResult => result.ok === "held";

export function heldResult(ticket: ApprovalTicket): HeldResult {
  const who = ticket.requiredApprovals === 2 ? "Two other operators" : "Another operator";
  return {
    ok: "held",
    approval: ticket,
    message: `Submitted for approval (request ${ticket.changeRequestId.slice(0, 8)}): nothing was sent to the API yet. ${who} must approve it in Approvals.`,
  };
}
