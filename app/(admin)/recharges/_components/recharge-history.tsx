import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/states/empty-state";
import type { AuditLogRow } from "@/lib/db/schema";
import { type RechargeHistoryRow, RechargeHistoryTable } from "./recharge-history-table";

/** Reads what an audit entry's "after" holds: the outcome on success, the input on a refusal. */
function summary(after: unknown) {
  const a = (after ?? {}) as { amount?: unknown; recharge?: { CODE?: unknown; DATA?: { checkout?: unknown } } };
  return {
    amount: typeof a.amount === "number" ? a.amount : null,
    code: typeof a.recharge?.CODE === "string" ? a.recharge.CODE : null,
    checkout: typeof a.recharge?.DATA?.checkout === "string" ? a.recharge.DATA.checkout : null,
  };
}

/**
 * Recharges made from this dashboard, straight from the audit log (refusals included), newest
 * first. Only what a row shows crosses to the browser, not the whole audit entry.
 */
export async function RechargeHistory({ entries }: { entries: AuditLogRow[] }) {
  const t = await getTranslations("recharges.history");
  if (entries.length === 0) return <EmptyState title={t("empty")} />;
  const rows: RechargeHistoryRow[] = entries.map((entry) => ({
    id: String(entry.id),
    at: entry.at.toISOString(),
    order: entry.targetId ?? "",
    operatorEmail: entry.operatorEmail,
    ok: entry.outcome === "success",
    errorCode: entry.errorCode ?? null,
    ...summary(entry.after),
  }));
  return <RechargeHistoryTable rows={rows} />;
}
