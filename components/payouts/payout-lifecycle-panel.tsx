import { useTranslations } from "next-intl";
import { DateTime } from "@/components/ui/date-time";
import { lifecycleOf } from "@/lib/contract/payout-lifecycle";
import type { PayoutLifecycleView } from "@/lib/payouts-readmodel/payout-view";
import { StatusBadge } from "./status-badge";
import { TimeInStatus } from "./time-in-status";

/**
 * Beside a payout's status (sheet and page): how long it has been there, what the status means,
 * who acts, what normally comes next and what an operator can do (this product's reading, said
 * so), the failure reason in its own place, and the timeline as the dashboard observed it.
 */
export function PayoutLifecyclePanel({
  status,
  details,
  view,
}: {
  status: string;
  details: string | null | undefined;
  view: PayoutLifecycleView | null;
}) {
  const t = useTranslations("payoutLifecycle");
  const entry = lifecycleOf(status);
  const flight = view?.flight?.status === status ? view.flight : null;
  return (
    <section className="flex flex-col gap-3 rounded-lg border p-4" data-testid="payout-lifecycle-panel">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={status} withCode />
        {flight ? (
          <TimeInStatus
            status={status}
            since={flight.statusSince}
            observed={flight.statusSinceObserved}
            overdue={flight.overdue}
          />
        ) : null}
        {flight?.serviceLevelHours ? (
          <span className="text-xs text-muted-foreground">
            {t("time.serviceLevel", { hours: flight.serviceLevelHours })}
          </span>
        ) : null}
      </div>
      {entry?.failure ? (
        <div
          className="rounded-md border border-destructive/40 bg-destructive/8 px-3 py-2"
          data-testid="failure-reason"
        >
          <p className="text-xs font-medium text-destructive">{t("labels.failureReason")}</p>
          {/* Text from the API, rendered as text (React escapes it), never as HTML. */}
          <p className="text-sm">{details && details.trim() !== "" ? details : t("labels.noFailureReason")}</p>
        </div>
      ) : null}
      {entry ? (
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">{t("labels.meaning")}</dt>
          <dd>{t(`statuses.${entry.status}.meaning`)}</dd>
          <dt className="text-muted-foreground">{t("labels.actor")}</dt>
          <dd>{t(`actors.${entry.actor}`)}</dd>
          <dt className="text-muted-foreground">{t("labels.next")}</dt>
          <dd>{t(`statuses.${entry.status}.next`)}</dd>
          <dt className="text-muted-foreground">{t("labels.action")}</dt>
          <dd>{t(`statuses.${entry.status}.action`)}</dd>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{t("labels.unknownStatus", { status })}</p>
      )}
      <p className="text-xs text-muted-foreground">{t("readingNote")}</p>
      <div className="flex flex-col gap-1.5">
        <h3 className="text-sm font-medium">{t("timeline.title")}</h3>
        <p className="text-xs text-muted-foreground">{t("timeline.note")}</p>
        {view && view.timeline.length > 0 ? (
          <ol className="flex flex-col gap-1 text-sm" data-testid="payout-timeline">
            {view.timeline.map((step) => (
              <li key={`${step.observedAt}-${step.to}`} className="flex flex-wrap items-center gap-2">
                <DateTime value={step.observedAt} className="text-xs text-muted-foreground" />
                {step.from === null ? (
                  <span className="inline-flex items-center gap-1">
                    {t("timeline.firstSeen")}
                    <StatusBadge status={step.to} />
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1">
                    <StatusBadge status={step.from} />→<StatusBadge status={step.to} />
                  </span>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">{t("timeline.empty")}</p>
        )}
      </div>
    </section>
  );
}
