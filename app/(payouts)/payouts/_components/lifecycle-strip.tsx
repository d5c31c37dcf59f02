"use client";

import { AlertTriangleIcon, ChevronDownIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { OnFirstUse, type StandInProps } from "@/components/ui/on-first-use";
import { Skeleton } from "@/components/ui/skeleton";
import { PAYOUT_TERMINAL_STATUSES, payoutPhaseOf } from "@/lib/contract/payout-statuses";
import { LIFECYCLE_PHASES, type LifecyclePhase, type LifecycleSummary, statusesOfSegment } from "@/lib/payouts/phases";
import { cn } from "@/lib/utils";

const loadPopover = () => import("./segment-popover");
// The quick-pick (Radix Popover and its positioning) loads on a segment's first use, not with the list.
const SegmentPopover = dynamic(() => import("./segment-popover").then((m) => m.SegmentPopover));

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
  const [expanded, setExpanded] = useState(false);
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
  const inProgress = LIFECYCLE_PHASES.reduce((acc, phase) => acc + summary.phases[phase], 0);
  return (
    <section aria-label={t("title")} className="rounded-lg border bg-card p-2">
      {/* On a phone the strip is one line; the segments open below it on demand. */}
      <button
        type="button"
        aria-expanded={expanded}
        onClick={() => setExpanded((open) => !open)}
        className="flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm sm:hidden"
      >
        <span className="min-w-0">
          {t("summaryLine", {
            inProgress: format.number(inProgress),
            completed: format.number(summary.terminal.COMPLETED),
            attention: format.number(summary.attention),
          })}
        </span>
        <ChevronDownIcon className={cn("size-4 shrink-0 transition-transform", expanded && "rotate-180")} aria-hidden />
      </button>
      {/* One compact row from 1280 px: four phases, the terminal outcomes, then what needs attention. */}
      <div
        className={cn(
          expanded ? "grid" : "hidden",
          // "Needs attention" takes the width of its label; the other eight share the rest.
          "mt-2 grid-cols-2 gap-2 sm:mt-0 sm:grid sm:grid-cols-4 xl:grid-cols-[repeat(8,minmax(0,1fr))_auto]",
        )}
      >
        <ol className="contents">
          {LIFECYCLE_PHASES.map((phase, index) => (
            <li key={phase} className="min-w-0">
              <SegmentPicker
                label={`${index + 1}. ${t(`phase.${phase}`)}`}
                count={format.number(summary.phases[phase])}
                share={summary.phases[phase] / (inProgress || 1)}
                segment={phase}
                counts={counts}
                onPick={onPick}
                active={activePhase === phase}
              />
            </li>
          ))}
        </ol>
        {PAYOUT_TERMINAL_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            onClick={() => onPick(status)}
            aria-pressed={active === status}
            className={cn(segmentClass, active === status && activeClass)}
          >
            <span className="truncate text-xs text-muted-foreground">{t(`terminal.${status}`)}</span>
            <span className="font-semibold tabular-nums">{format.number(summary.terminal[status])}</span>
          </button>
        ))}
        <div className="col-span-2 min-w-0 sm:col-span-4 xl:col-span-1">
          <SegmentPicker
            label={t("attention")}
            count={format.number(summary.attention)}
            segment="ATTENTION"
            counts={counts}
            onPick={onPick}
            active={false}
            tone="destructive"
          />
        </div>
      </div>
    </section>
  );
}

// Narrower padding in the one-row strip (1280 px and up) keeps the longest label, Spanish "Reembolsados", whole.
const segmentClass =
  "flex w-full min-w-0 flex-col items-start gap-0.5 rounded-md border px-3 py-1.5 xl:px-2 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring";
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
};

function SegmentPicker({ label, count, share, segment, counts, onPick, active, tone }: SegmentPickerProps) {
  const t = useTranslations("payouts.lifecycle");
  const statuses = [...statusesOfSegment(segment)]
    .map((status) => ({ status, count: counts[status] ?? 0 }))
    .sort((a, b) => b.count - a.count);
  const button = (props: StandInProps) => (
    <button
      type="button"
      data-segment={segment}
      aria-haspopup="dialog"
      className={cn(
        segmentClass,
        active && activeClass,
        tone === "destructive" && "border-destructive/40 text-destructive",
      )}
      {...props}
    >
      <span className={cn("flex min-w-0 items-center gap-1 truncate text-xs", tone ? "" : "text-muted-foreground")}>
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
  );
  return (
    <OnFirstUse trigger={button} prefetch={loadPopover}>
      <SegmentPopover
        trigger={button({})}
        statuses={statuses.filter((s) => s.count > 0)}
        onPick={onPick}
        pickTitle={segment === "ATTENTION" ? t("pickAttention") : t("pickStatus", { phase: t(`phase.${segment}`) })}
        emptyText={t("nothingHere")}
      />
    </OnFirstUse>
  );
}
