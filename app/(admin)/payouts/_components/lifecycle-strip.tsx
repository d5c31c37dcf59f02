"use client";

import { AlertTriangleIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { lazyComponent } from "@/components/ui/lazy-component";
import { Skeleton } from "@/components/ui/skeleton";
import { useLazyPopup } from "@/components/ui/use-lazy-popup";
import { PAYOUT_TERMINAL_STATUSES, payoutPhaseOf } from "@/lib/contract/payout-statuses";
import { LIFECYCLE_PHASES, type LifecyclePhase, type LifecycleSummary, statusesOfSegment } from "@/lib/payouts/phases";
import { cn } from "@/lib/utils";

const loadPopover = () => import("./segment-popover");
// The quick-pick (Radix Popover and its positioning) loads on first use, not with the list.
const SegmentPopover = lazyComponent(() => loadPopover().then((m) => m.SegmentPopover));

export type LifecycleStripProps = {
  summary: LifecycleSummary | undefined;
  counts: Record<string, number> | undefined;
  active: string | null;
  onPick: (status: string) => void;
  /** The counts could not be loaded (the table may still work): say so instead of a skeleton forever. */
  error?: boolean;
  onRetry?: () => void;
};

/**
 * The lifecycle at a glance. The API filters by ONE status, so a phase (or "needs attention")
 * cannot be one exact, paginated table. Rather than fetch every status of the phase and merge
 * pages on the client (which breaks server pagination, ordering and export), clicking a phase
 * opens a quick-pick of its statuses with their counts, the busiest first: one more click
 * gives an exact, server-paginated, exportable table. Terminal outcomes are single statuses
 * and filter at once.
 */
export function LifecycleStrip({ summary, counts, active, onPick, error = false, onRetry }: LifecycleStripProps) {
  const t = useTranslations("payouts.lifecycle");
  const format = useFormatter();
  if (error) {
    return (
      <p
        role="alert"
        className="flex items-center gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
      >
        <AlertTriangleIcon className="size-4 text-destructive" aria-hidden />
        {t("failed")}
        <button type="button" onClick={onRetry} className="text-primary underline-offset-4 hover:underline">
          {t("retry")}
        </button>
      </p>
    );
  }
  if (!summary || !counts) {
    return <Skeleton className="h-[4.5rem] w-full" aria-label={t("loading")} />;
  }
  const activePhase = active ? payoutPhaseOf(active) : undefined;
  const phaseTotal = LIFECYCLE_PHASES.reduce((acc, phase) => acc + summary.phases[phase], 0) || 1;
  return (
    <section
      aria-label={t("title")}
      className="flex flex-col gap-2 rounded-lg border bg-card p-3 lg:flex-row lg:items-stretch"
    >
      <ol className="grid flex-1 grid-cols-2 gap-2 sm:grid-cols-4">
        {LIFECYCLE_PHASES.map((phase, index) => (
          <li key={phase} className="min-w-0">
            <SegmentPicker
              label={`${index + 1}. ${t(`phase.${phase}`)}`}
              count={format.number(summary.phases[phase])}
              share={summary.phases[phase] / phaseTotal}
              segment={phase}
              counts={counts}
              onPick={onPick}
              active={activePhase === phase}
              pickTitle={t("pickStatus", { phase: t(`phase.${phase}`) })}
              emptyText={t("nothingHere")}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-stretch gap-2">
        {PAYOUT_TERMINAL_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            onClick={() => onPick(status)}
            aria-pressed={active === status}
            className={cn(segmentClass, "min-w-24", active === status && activeClass)}
          >
            <span className="text-xs text-muted-foreground">{t(`terminal.${status}`)}</span>
            <span className="font-semibold tabular-nums">{format.number(summary.terminal[status])}</span>
          </button>
        ))}
        <SegmentPicker
          label={t("attention")}
          count={format.number(summary.attention)}
          segment="ATTENTION"
          counts={counts}
          onPick={onPick}
          active={false}
          tone="destructive"
          pickTitle={t("pickAttention")}
          emptyText={t("nothingHere")}
        />
      </div>
    </section>
  );
}

const segmentClass =
  "flex h-full w-full flex-col items-start gap-0.5 rounded-md border px-3 py-2 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring";
const activeClass = "border-primary bg-primary/5";

type SegmentPickerProps = {
  label: string;
  count: string;
  share?: number;
  segment: LifecyclePhase | "ATTENTION";
  counts: Record<string, number>;
  onPick: (status: string) => void;
  active: boolean;
  tone?: "destructive";
  pickTitle: string;
  emptyText: string;
};

function SegmentPicker({
  label,
  count,
  share,
  segment,
  counts,
  onPick,
  active,
  tone,
  pickTitle,
  emptyText,
}: SegmentPickerProps) {
  const popup = useLazyPopup(loadPopover);
  const id = useId();
  const statuses = [...statusesOfSegment(segment)]
    .map((status) => ({ status, count: counts[status] ?? 0 }))
    .sort((a, b) => b.count - a.count);
  return (
    <>
      <button
        type="button"
        data-segment={segment}
        aria-haspopup="dialog"
        aria-controls={popup.open ? id : undefined}
        className={cn(
          segmentClass,
          active && activeClass,
          tone === "destructive" && "border-destructive/40 text-destructive",
        )}
        {...popup.triggerProps}
      >
        <span className={cn("flex items-center gap-1 text-xs", tone ? "" : "text-muted-foreground")}>
          {tone ? <AlertTriangleIcon className="size-3.5" aria-hidden /> : null}
          {label}
        </span>
        <span className="font-semibold tabular-nums">{count}</span>
        {share === undefined ? null : (
          <span aria-hidden className="mt-1 h-1 w-full overflow-hidden rounded bg-muted">
            <span className="block h-full rounded bg-primary" style={{ width: `${Math.round(share * 100)}%` }} />
          </span>
        )}
      </button>
      {popup.mounted ? (
        <SegmentPopover
          id={id}
          {...popup.popupProps}
          statuses={statuses.filter((s) => s.count > 0)}
          onPick={onPick}
          pickTitle={pickTitle}
          emptyText={emptyText}
        />
      ) : null}
    </>
  );
}
