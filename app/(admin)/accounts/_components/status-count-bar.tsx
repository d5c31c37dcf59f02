import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ACCOUNT_STATUSES, type ACCOUNT_TYPES } from "@/lib/contract";
import { cn } from "@/lib/utils";
import { accountSearch } from "./account-search";
import type { StatusCounts } from "./status-counts";

/** One link per status with its count; the current filter is marked, a click filters by it. */
export async function StatusCountBar({
  counts,
  current,
  type,
}: {
  counts: StatusCounts;
  current: (typeof ACCOUNT_STATUSES)[number] | null;
  type: (typeof ACCOUNT_TYPES)[number] | null;
}) {
  const t = await getTranslations("accounts");
  return (
    <nav aria-label={t("counts.label")} data-testid="status-counts">
      <ul className="flex flex-wrap gap-2">
        {ACCOUNT_STATUSES.map((status) => {
          const active = current === status;
          return (
            <li key={status}>
              <Link
                href={`/accounts${accountSearch.serialize({ status, type })}`}
                aria-current={active ? "page" : undefined}
                data-status={status}
                className={cn(
                  "inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm hover:bg-accent",
                  active && "border-primary bg-accent font-medium",
                )}
              >
                {t(`status.${status}`)}
                <span className="font-semibold tabular-nums" data-testid={`count-${status}`}>
                  {counts[status]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-muted-foreground">{t("counts.how")}</p>
    </nav>
  );
}
