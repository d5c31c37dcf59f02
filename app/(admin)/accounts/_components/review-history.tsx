import "server-only";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DateTime } from "@/components/ui/date-time";
import type { Operator } from "@/lib/auth/session";
import { reviewHistory } from "@/lib/db/queries/account-reviews";

/**
 * The compliance decisions made on this account from this dashboard, newest first, with the
 * reason the holder was given (the text sent, in the decider's language) and who decided (the approver, when the decision was held, with a
 * link to the change request). Kept in the dashboard's store: the API keeps only the status.
 */
export async function ReviewHistory({ operator, accountId }: { operator: Operator; accountId: string }) {
  const t = await getTranslations("accounts");
  const rows = await reviewHistory(operator, accountId);
  return (
    <section aria-labelledby="review-history-title" className="flex flex-col gap-2" data-testid="review-history">
      <h2 id="review-history-title" className="text-sm font-semibold">
        {t("history.title")}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("history.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {rows.map((row) => (
            <li key={row.id} className="rounded-md border p-3 text-sm">
              <p>
                <span className="font-medium">{t(`history.${row.decision === "REJECT" ? "REJECT" : "APPROVE"}`)}</span>{" "}
                <span className="text-muted-foreground">{t("history.by", { email: row.operatorEmail })}</span> ·{" "}
                <DateTime value={row.decidedAt.toISOString()} />
                {row.changeRequestId ? (
                  <>
                    {" · "}
                    <Link
                      href={`/approvals?request=${encodeURIComponent(row.changeRequestId)}`}
                      className="text-primary underline"
                    >
                      {t("history.viaRequest")}
                    </Link>
                  </>
                ) : null}
              </p>
              {row.reason ? (
                <p className="mt-1 break-words">
                  <span className="text-muted-foreground">{t("history.reasonCode")}: </span>
                  {row.reason}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
