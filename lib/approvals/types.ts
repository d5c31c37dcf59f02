/**
 * Shapes shared by the server and the approvals screens. Client-safe: no server imports.
 */

export const OPERATIONS = [
  "recharge",
  "role",
  "customer",
  "webhook",
  "account_review",
  "account_edit",
  "policy",
] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Operations a customer's policy can hold for approval (a policy change always waits). */
export const POLICY_OPERATIONS = ["recharge", "role", "customer", "webhook", "account_review", "account_edit"] as const;
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
  /** The policy that held it. */
  operation: Operation;
  /** The operation that runs when it is approved, e.g. "webhook.delete". */
  operationName: string;
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
  /** The operation's answer, masked, once executed. */
  result: unknown;
  inputSha256: string;
  hasBaseState: boolean;
  /** The target's name as it was when the request was made (a role's, a customer's, an account holder's). */
  targetNameAtRequest: string | null;
}

/** What a form receives instead of the API's answer when its change now waits for approval. */
export interface ApprovalTicket {
  changeRequestId: string;
  operation: Operation;
  requiredApprovals: number;
  expiresAt: string;
}

/** A change the pipeline holds: stored as a change request with its parsed input. */
export interface HeldChange {
  /** The operation's name: the executor finds its `run` by it. */
  operationName: string;
  policyOperation: Operation;
  policy: Policy;
  /** The parsed input, the secret field taken out. */
  input: unknown;
  /** The whole parsed input (secret included), for its SHA-256. */
  exactInput: unknown;
  secret?: string;
  targetType: string;
  targetId: string | null;
  diff: DiffEntry[];
  base: unknown;
  reason?: string;
}

/** errorCode recorded when a sensitive operation was refused for want of a fresh step-up proof (the pipeline's step-up stage, an approval's decision). */
export const STEP_UP_REQUIRED_CODE = "DASHBOARD.STEP_UP_REQUIRED";
