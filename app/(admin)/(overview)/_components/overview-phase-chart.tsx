import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useCodeLabels } from "@/components/ui/code-label";
import { STATUS_GROUPS, type StatusTone, statusTone } from "@/lib/payouts/phases";
import { cn } from "@/lib/utils";

const BAR_TONE: Record<StatusTone, string> = {
  neutral: "bg-muted-foreground/50",
  info: "bg-info",
  warning: "bg-warning",
  success: "bg-success",
  destructive: "bg-destructive",
  primary: "bg-primary",
};

const statusHref = (status: string) => `/payouts?${new URLSearchParams({ status })}`;

/**
 * Every payout by the phase of its current status, as stacked bars (hand-made: no chart
 * library). Each phase is one bar, scaled to the largest phase and named by what it counts;
 * each status is a segment coloured like its badge and linking to the table filtered by it,
 * named by its label and code. The figures are in text beside each bar.
 */
export function OverviewPhaseChart({ counts }: { counts: Record<string, number> }) {
  const t = useTranslations("overview");
  const statusLabel = useCodeLabels("payoutStatus");
  const format = useFormatter();
  const rows = STATUS_GROUPS.map((group) => {
    const statuses = group.statuses.map((status) => ({ status, count: counts[status] ?? 0 }));
    return { phase: group.phase, statuses, total: statuses.reduce((acc, s) => acc + s.count, 0) };
  });
  const max = Math.max(1, ...rows.map((row) => row.total));
  return (
    <ul className="flex flex-col gap-3" aria-label={t("byPhase")}>
      {rows.map((row) => (
        <li key={row.phase} className="flex flex-col gap-1.5 text-sm" data-phase={row.phase}>
          <div className="flex items-baseline justify-between gap-3">
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">{t(`groups.${row.phase}.label`)}</span>
              <span className="text-xs text-muted-foreground">{t(`groups.${row.phase}.counts`)}</span>
            </div>
            <span className="shrink-0 font-mono tabular-nums">{format.number(row.total)}</span>
          </div>
          {/* Each segment is a link, so at least 24 × 24 px (WCAG 2.2 target size): segments grow
              with their count from that minimum, and a bar is never narrower than its segments. */}
          <div
            className="flex h-6 overflow-hidden rounded bg-muted"
            style={{
              width: `max(${row.statuses.filter((s) => s.count > 0).length * 1.5}rem, ${Math.max(2, (row.total / max) * 100)}%)`,
            }}
          >
            {row.statuses
              .filter((s) => s.count > 0)
              .map((s) => {
                const label = statusLabel(s.status) ?? s.status;
                return (
                  <Link
                    key={s.status}
                    href={statusHref(s.status)}
                    title={`${label} (${s.status}): ${format.number(s.count)}`}
                    aria-label={t("segment", { label, status: s.status, count: s.count })}
                    className={cn(
                      "h-full min-w-6 basis-0 border-r border-background/60 outline-none last:border-r-0 hover:opacity-80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                      BAR_TONE[statusTone(s.status)],
                    )}
                    style={{ flexGrow: s.count }}
                  />
                );
              })}
          </div>
        </li>
      ))}
    </ul>
  );
}
