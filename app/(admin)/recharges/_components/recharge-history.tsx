import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/states/empty-state";
import type { AuditEntryView } from "@/lib/db/queries/audit";
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

/** How many of the newest attempts the page reads; the rest stay in the audit log. */
export const RECHARGE_HISTORY_LIMIT = 25;

/**
 * Recharges made from this dashboard, straight from the audit log (refusals included), newest
 * first. Only what a row shows crosses to the browser, not the whole audit entry. When the page
 * read as many as it asks for (RECHARGE_HISTORY_LIMIT), older ones may exist, and it says so.
 */
export async function RechargeHistory({ entries }: { entries: AuditEntryView[] }) {
  const t = await getTranslations("recharges.history");
  if (entries.length === 0) return <EmptyState title={t("empty")} />;
  const rows: RechargeHistoryRow[] = entries.map((entry) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    order: entry.targetId ?? "",
    operatorEmail: entry.operatorEmail,
    ok: entry.outcome === "success",
    errorCode: entry.errorCode ?? null,
    ...summary(entry.after),
  }));
  return (
    <>
      <RechargeHistoryTable rows={rows} />
      {entries.length >= RECHARGE_HISTORY_LIMIT ? (
        <p className="text-xs text-muted-foreground" data-testid="recharge-history-limit">
          {t("newestOnly", { count: RECHARGE_HISTORY_LIMIT })}
        </p>
      ) : null}
    </>
  );
}
