import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
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
 * Payouts by phase as stacked bars (hand-made: no chart library). Each phase is one bar,
 * scaled to the largest phase; each status is a segment coloured like its badge and linking
 * to the table filtered by it. The same figures are listed as text for screen readers.
 */
export function OverviewPhaseChart({ counts }: { counts: Record<string, number> }) {
  const t = useTranslations("overview");
  const tp = useTranslations("payouts");
  const format = useFormatter();
  const rows = STATUS_GROUPS.map((group) => {
    const statuses = group.statuses.map((status) => ({ status, count: counts[status] ?? 0 }));
    return { phase: group.phase, statuses, total: statuses.reduce((acc, s) => acc + s.count, 0) };
  });
  const max = Math.max(1, ...rows.map((row) => row.total));
  return (
    <ul className="flex flex-col gap-3" aria-label={t("byPhase")}>
      {rows.map((row) => (
        <li key={row.phase} className="grid grid-cols-[7rem_1fr_4.5rem] items-center gap-3 text-sm">
          <span className="font-medium">{row.phase === "GENERAL" ? t("overall") : tp(`phases.${row.phase}`)}</span>
          <div
            className="flex h-6 overflow-hidden rounded bg-muted"
            style={{ width: `${Math.max(2, (row.total / max) * 100)}%` }}
          >
            {row.statuses
              .filter((s) => s.count > 0)
              .map((s) => (
                <Link
                  key={s.status}
                  href={statusHref(s.status)}
                  title={`${s.status}: ${format.number(s.count)}`}
                  aria-label={t("segment", { status: s.status, count: s.count })}
                  className={cn(
                    "h-full border-r border-background/60 outline-none last:border-r-0 hover:opacity-80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                    BAR_TONE[statusTone(s.status)],
                  )}
                  style={{ width: `${(s.count / row.total) * 100}%` }}
                />
              ))}
          </div>
          <span className="text-right font-mono tabular-nums">{format.number(row.total)}</span>
        </li>
      ))}
    </ul>
  );
}
