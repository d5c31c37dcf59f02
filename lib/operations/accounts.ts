import "server-only";
import { z } from "zod";
import { getAccount, reviewAccount, updateAccount } from "@/lib/api/accounts";
import { ACCOUNT_CHANGED_CODE, REJECTION_REASON_CODES, REJECTION_REASON_MIN } from "@/lib/accounts/review-rules";
import {
  type Account,
  accountReviewInputSchema,
  accountSchema,
  accountUpdateInputSchema,
  nonEmpty,
} from "@/lib/contract";
import { dateTime } from "@/lib/contract/primitives";
import { recordReviewDecision } from "@/lib/db/queries/account-reviews";
import { executingRequestId } from "@/lib/db/queries/change-requests";
import { getRecent, rememberRecord } from "@/lib/db/queries/recent-records";
import { getEnv } from "@/lib/env";
import { defineHoldableOperation } from "@/lib/pipeline/operation";
import { valueFingerprint } from "@/lib/security/fingerprint";
import { maskSensitive } from "@/lib/security/masking";
import { DashboardRefusal, readable } from "./shared";

/**
 * Bank accounts: editing an account's data (its number, holder, document: where money goes)
 * and the compliance decision on a PENDING one. Both wait under their own policy.
 */

/** A keyed fingerprint of an account's full data (lib/security/fingerprint.ts). */
const dataFingerprint = (data: unknown) => valueFingerprint(data, getEnv().NEXTAUTH_SECRET);

// Masked: neither the audit log nor a change request's base holds a full account or document
// number. The fingerprint tells a new number from the old one where their masks read the same,
// for the hold and for the approval's staleness check.
const accountView = (a: Account) => ({
  type: a.type,
  status: a.status,
  data: maskSensitive(a.data),
  dataFingerprint: dataFingerprint(a.data),
});
type AccountBase = ReturnType<typeof accountView>;

/** The account's id beside the contract's PATCH body (a union, so it cannot simply be extended). */
const editSchema = z.strictObject({ id: nonEmpty, input: accountUpdateInputSchema });

export const updateAccountOperation = defineHoldableOperation({
  name: "account.update",
  targetType: "account",
  input: editSchema,
  permission: "accounts:update",
  // Changing where money goes is the classic fraud: a fresh proof of identity first, always.
  stepUp: true,
  targetId: (input) => input.id,
  // The API's record where it can be read, else the one this dashboard kept (the spec-only path).
  readBase: async ({ id }, { operator }) => {
    const account = await readable("accounts-read", () => getAccount(operator, id));
    if (account) return accountView(account);
    const known = accountSchema.safeParse((await getRecent(operator, "account", id))?.record);
    return known.success ? accountView(known.data) : null;
  },
  hold: {
    operation: "account_edit",
    // Any change of the data waits, compared in full (two numbers can share a mask); the same
    // data sent again does not.
    needsApproval: ({ input }, _policy, base) => {
      const known = base as AccountBase | null;
      return !known || known.type !== input.type || known.dataFingerprint !== dataFingerprint(input.data);
    },
    // One entry holding the data objects, so the masking walk masks every number in them.
    diff: ({ input }, base) => [
      { field: "accountData", before: (base as AccountBase | null)?.data ?? null, after: maskSensitive(input.data) },
    ],
  },
  // Given the masked answer: its fingerprint would be of the masks, so the entry keeps none.
  audit: { after: (account: Account) => ({ type: account.type, status: account.status, data: account.data }) },
  run: async ({ id, input }, { operator, requestId }) => {
    const account = await updateAccount(operator, id, input, { requestId });
    // Against an API that cannot read accounts, the answer is the record shown from then on.
    await rememberRecord(operator, "account", id, operator.email, account);
    return account;
  },
});

/**
 * The account's id beside the contract's review body (refined, so it cannot simply be extended),
 * with what the dashboard keeps of the decision: which common reason was chosen
 * (lib/accounts/review-rules.ts) and the account as the reviewer saw it, so a decision on an
 * account that changed meanwhile is refused before anything is sent. A rejection's reason is at
 * least REJECTION_REASON_MIN characters: "ok" tells the holder nothing.
 */
const reviewSchema = z
  .strictObject({
    id: nonEmpty,
    input: accountReviewInputSchema,
    reasonCode: z.enum(REJECTION_REASON_CODES).optional(),
    seen: z.strictObject({ updatedAt: dateTime }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.input.decision !== "REJECT") return;
    if ((value.input.reason ?? "").length < REJECTION_REASON_MIN)
      ctx.addIssue({
        code: "custom",
        path: ["input", "reason"],
        message: `Say why in at least ${REJECTION_REASON_MIN} characters`,
      });
    if (!value.reasonCode) ctx.addIssue({ code: "custom", path: ["reasonCode"], message: "Choose a reason, or Other" });
  });
type ReviewInput = z.output<typeof reviewSchema>;

/**
 * Refuses a decision on an account that is no longer as the reviewer saw it: decided by someone
 * else, or changed since. Where the API cannot read an account, its own refusal of a decided
 * one (409 ACCOUNT.1410) is what stops it.
 */
async function refuseIfChanged(operator: Parameters<typeof getAccount>[0], id: string, seen: { updatedAt: string }) {
  const now = await readable("accounts-read", () => getAccount(operator, id));
  if (!now) return;
  if (now.status !== "PENDING" || Date.parse(now.updatedAt) !== Date.parse(seen.updatedAt))
    throw new DashboardRefusal(
      ACCOUNT_CHANGED_CODE,
      now.status !== "PENDING"
        ? `The account is ${now.status} now: someone decided it already. Nothing was sent.`
        : "The account changed since you opened it. Nothing was sent; look at it again.",
    );
}

export const reviewAccountOperation = defineHoldableOperation({
  name: "account.review",
  targetType: "account",
  input: reviewSchema,
  permission: "accounts:review",
  stepUp: false,
  targetId: (input) => input.id,
  readBase: async ({ id }, { operator }) => {
    const account = await readable("accounts-read", () => getAccount(operator, id));
    return account ? { status: account.status, updatedAt: account.updatedAt } : null;
  },
  hold: {
    operation: "account_review",
    needsApproval: () => true,
    diff: ({ input }, base) => [
      {
        field: "status",
        before: (base as { status?: string } | null)?.status ?? null,
        after: input.decision === "APPROVE" ? "APPROVED" : "REJECTED",
      },
      ...(input.reason ? [{ field: "reviewReason", before: null, after: input.reason }] : []),
    ],
    reason: ({ input }) => input.reason,
  },
  audit: {
    // One audited action per decision, so the log reads "account.approve" / "account.reject".
    action: (_account: Account, { input }: ReviewInput) =>
      input.decision === "APPROVE" ? "account.approve" : "account.reject",
    // The reason is what the holder and later reviewers are told; it belongs in the entry.
    after: (account: Account, { input, reasonCode }: ReviewInput) => ({
      status: account.status,
      decision: input.decision,
      reason: input.reason,
      reasonCode,
    }),
  },
  run: async ({ id, input, reasonCode, seen }, { operator, requestId }): Promise<Account> => {
    if (seen) await refuseIfChanged(operator, id, seen);
    const account = await reviewAccount(operator, id, input, { requestId });
    // The API keeps the status, not why: the account's history here does.
    await recordReviewDecision(operator, {
      accountId: id,
      decision: input.decision,
      reasonCode: reasonCode ?? null,
      reason: input.reason ?? null,
      operatorEmail: operator.email,
      changeRequestId: await executingRequestId(operator, "account.review", id),
    });
    return account;
  },
});
