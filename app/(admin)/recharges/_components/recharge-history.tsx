import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/states/empty-state";
import type { RechargeAttempt } from "./recharge-attempts";
import { RechargeHistoryTable } from "./recharge-history-table";

/** How many of the newest attempts the page reads; the rest stay in the audit log and Approvals. */
export const RECHARGE_HISTORY_LIMIT = 25;

/**
 * Recharges asked for from this dashboard, newest first: sent, held, approved (amount, checkout
 * link, who asked and who approved), rejected, expired, cancelled, stale, failed
 * (./recharge-attempts.ts). When the page read as many as it asks for, older ones may exist, and
 * it says so.
 */
export async function RechargeHistory({ attempts }: { attempts: RechargeAttempt[] }) {
  const t = await getTranslations("recharges.history");
  if (attempts.length === 0) return <EmptyState title={t("empty")} />;
  return (
    <>
      <RechargeHistoryTable rows={attempts} />
      {attempts.length >= RECHARGE_HISTORY_LIMIT ? (
        <p className="text-xs text-muted-foreground" data-testid="recharge-history-limit">
          {t("newestOnly", { count: RECHARGE_HISTORY_LIMIT })}
        </p>
      ) : null}
    </>
  );
}
