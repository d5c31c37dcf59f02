import type { z } from "zod";
import type { ApprovalTicket, HeldChange, Policy, PolicyOperation } from "@/lib/approvals/types";
import { redactSecrets } from "@/lib/db/redact";
import { maskSensitive } from "@/lib/security/masking";
import type { Operator } from "./operation";

// Declared with the approvals (below the pipeline), which store a held change and record the
// same step-up refusal code; exported here too for the pipeline's own users and tests.
export type { HeldChange } from "@/lib/approvals/types";
export { STEP_UP_REQUIRED_CODE } from "@/lib/approvals/types";

/**
 * What the pipeline needs from outside, injected so it runs in unit tests without Next, a
 * session or a database; ./bind.ts binds the real ones.
 */

/** What the API says the operator may do; `known` false where it cannot say. */
export interface PipelineGrants {
  known: boolean;
  names: ReadonlySet<string>;
  /**
   * "none": the API said nothing of what the operator may do (no profile, no claim) and no
   * allow-list names them, so every change is refused; the refusal says so, not "no permission".
   */
  source?: "profile" | "token" | "allow-list" | "none";
}

export type AuditOutcome = "success" | "failure";

export interface AuditEntryInput {
  customerId: string;
  operatorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  outcome: AuditOutcome;
  errorCode: string | null;
  errorMessage: string | null;
  requestId: string | null;
}

export interface PipelineDeps {
  getOperator(): Promise<Operator | null>;
  /** Fresh, never cached: a permission lost a second ago refuses now (see freshGrants in ./bind.ts). */
  grants(operator: Operator): Promise<PipelineGrants>;
  hasFreshProof(operator: Operator): Promise<boolean>;
  policyFor(operator: Operator, operation: PolicyOperation): Promise<Policy>;
  submit(operator: Operator, change: HeldChange): Promise<ApprovalTicket>;
  writeAudit(entry: AuditEntryInput): Promise<void>;
  logError(message: string, err: unknown): void;
  newRequestId(): string;
}

/** errorCode recorded when the dashboard itself refused the input, before any API call. */
export const INVALID_INPUT_CODE = "DASHBOARD.INVALID_INPUT";
/** errorCode recorded when the operator lacks the operation's permission. */
export const NOT_PERMITTED_CODE = "DASHBOARD.NOT_PERMITTED";
/** The message a step-up refusal carries (the browser opens its dialog on the kind, not this text). */
export const STEP_UP_REQUIRED_MESSAGE = "Confirm it is you to continue";

/** A refused input's audit view: field paths and error codes only, never the values, ≤ 4 KB. */
export const INVALID_INPUT_AUDIT_BYTES = 4096;

export function invalidInputView(error: z.ZodError): { issues: { path: string; code: string }[]; omitted?: number } {
  const issues: { path: string; code: string }[] = [];
  let size = 32;
  for (const issue of error.issues) {
    const entry = { path: issue.path.map(String).join(".").slice(0, 200), code: String(issue.code).slice(0, 40) };
    const cost = entry.path.length + entry.code.length + 24;
    if (size + cost > INVALID_INPUT_AUDIT_BYTES) break;
    size += cost;
    issues.push(entry);
  }
  const omitted = error.issues.length - issues.length;
  return omitted > 0 ? { issues, omitted } : { issues };
}

/** What leaves for the browser: every identity and account value masked (lib/security/masking). */
export const maskOutput = <T>(value: T): T => maskSensitive(value);

/** What enters the audit log: credentials dropped, identity values masked. */
export const auditView = (value: unknown): unknown => maskSensitive(redactSecrets(value));

/** redirect() and notFound() throw; they must travel on to Next, not become a result. */
export function isNextControlFlow(err: unknown): boolean {
  const digest = err && typeof err === "object" ? (err as { digest?: unknown }).digest : undefined;
  return typeof digest === "string" && (digest.startsWith("NEXT_REDIRECT") || digest.startsWith("NEXT_HTTP_ERROR"));
}
