import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { listAccounts } from "@/lib/api/accounts";
import { policyInForce } from "@/lib/approvals/policy";
import type { Operator } from "@/lib/auth/session";
import { formatMinutes } from "@/lib/i18n/duration";

/**
 * What a review confirmation says before the click: sent to the API now, or held for approval
 * (by how many other operators with accounts:review, within how long). Read from the policy in
 * force, as the pipeline's hold stage reads it (a review decision always waits when it is on).
 */
export async function reviewHoldNotice(operator: Operator): Promise<ReviewHoldNotice> {
  const t = await getTranslations("accounts.review");
  const policy = await policyInForce(operator, "account_review");
  if (!policy.enabled) return { text: t("sentNow"), held: false };
  const ttl = formatMinutes(policy.ttlMinutes, await getLocale());
  return { text: t(policy.approversRequired === 2 ? "heldTwo" : "heldOne", { ttl }), held: true };
}

/** The notice's words, and whether the decision will be held (then the maker says why). */
export interface ReviewHoldNotice {
  text: string;
  held: boolean;
}

/** Where one PENDING account stands in the queue, and which pending account follows it. */
export interface QueuePosition {
  /** 1-based; null when the account is not among the first POSITION_SCAN pending ones. */
  position: number | null;
  total: number;
  /** The pending account after this one (or the first other one when it is last); null if none. */
  nextId: string | null;
}

const PAGE = 100;
/** How far the position is looked for: a queue longer than this shows "n pending" only. */
const POSITION_SCAN = 500;

/**
 * The account's place in the PENDING queue, in the API's order, read with the list extension:
 * pages of 100 until the account and the one after it are found (at most POSITION_SCAN
 * accounts). A failed read gives no position rather than failing the page.
 */
export async function queuePosition(operator: Operator, id: string): Promise<QueuePosition | null> {
  try {
    // One record per page: the number of pages is the number of pending accounts (status-counts.ts).
    const counted = await listAccounts(operator, { status: "PENDING", page: 1, limit: 1 });
    const total = counted.accounts.length === 0 ? 0 : counted.totalPage;
    const ids: string[] = [];
    for (let page = 1; page <= POSITION_SCAN / PAGE; page++) {
      const { accounts } = await listAccounts(operator, { status: "PENDING", page, limit: PAGE });
      ids.push(...accounts.map((a) => a.id));
      const at = ids.indexOf(id);
      if ((at >= 0 && at < ids.length - 1) || accounts.length < PAGE) break;
    }
    const at = ids.indexOf(id);
    const after = at >= 0 ? ids[at + 1] : undefined;
    const nextId = after ?? ids.find((other) => other !== id) ?? null;
    return { position: at >= 0 ? at + 1 : null, total, nextId };
  } catch {
    return null;
  }
}
