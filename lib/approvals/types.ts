/**
 * Shapes shared by the server and the approvals screens. Client-safe: no server imports.
 */

export const OPERATIONS = ["recharge", "role", "customer", "webhook", "account_review", "policy"] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Operations a customer's policy can hold for approval (a policy change always waits). */
export const POLICY_OPERATIONS = ["recharge", "role", "customer", "webhook", "account_review"] as const;
export type PolicyOperation = (typeof POLICY_OPERATIONS)[number];

export const REQUEST_STATUSES = [
  "pending",
  "executing",
  "executed",
  "failed",
  "rejected",
  "cancelled",
  "expired",
  "stale",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** One changed field as the maker reviewed it. */
export interface DiffEntry {
  field: string;
  before: unknown;
  after: unknown;
}

/** The policy in force for one operation: the customer's own row, else the environment's default. */
export interface Policy {
  operation: PolicyOperation;
  enabled: boolean;
  /** Recharges only: the smallest amount (COP) that waits; 0 is every recharge. */
  thresholdCop: number | null;
  approversRequired: 1 | 2;
  ttlMinutes: number;
  /** "default" when no row is stored for the customer. */
  source: "customer" | "default";
  updatedBy: string | null;
  updatedAt: string | null;
}

/** A change request as the queue shows it. */
export interface ChangeRequestView {
  id: string;
  operation: Operation;
  method: string;
  path: string;
  targetType: string;
  targetId: string | null;
  diff: DiffEntry[];
  makerEmail: string;
  makerName: string | null;
  reason: string;
  status: RequestStatus;
  requiredApprovals: number;
  approvals: { email: string; at: string }[];
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  decisionReason: string | null;
  result: unknown;
  bodySha256: string;
  hasBaseState: boolean;
}

/** What a form receives instead of the API's answer when its change now waits for approval. */
export interface ApprovalTicket {
  changeRequestId: string;
  operation: Operation;
  requiredApprovals: number;
  expiresAt: string;
}

/** errorCode of a result that is not a failure: the change was stored for approval. */
export const SUBMITTED_FOR_APPROVAL = "DASHBOARD.SUBMITTED_FOR_APPROVAL";

/** The ticket of an action result held for approval, else undefined. */
export function approvalTicketOf(error: { code?: string } | null | undefined): ApprovalTicket | undefined {
  if (!error || error.code !== SUBMITTED_FOR_APPROVAL) return undefined;
  const ticket = (error as { approval?: unknown }).approval;
  return ticket && typeof ticket === "object" && "changeRequestId" in ticket ? (ticket as ApprovalTicket) : undefined;
}
