import { AlertTriangleIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PAYOUT_FLOW_PHASES } from "@/lib/contract/payout-lifecycle";
import { type FlightSearch, flightHref } from "@/lib/payouts-readmodel/search-params";
import { cn } from "@/lib/utils";

const pill =
  "inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The read model's ways in, above either list: "N need attention" (one click, oldest first), every
 * status of a phase, and back to the API's list. `current` is the read-model search shown, if any.
 */
export async function FlightNav({
  attentionCount,
  current,
}: {
  attentionCount: number | null;
  current: FlightSearch | null;
}) {
  const t = await getTranslations("payoutLifecycle.list");
  const tp = await getTranslations("payouts.phases");
  const tw = await getTranslations("payoutWork");
  return (
    <nav aria-label={t("phasesLabel")} className="flex flex-wrap items-center gap-2" data-testid="flight-nav">
      {attentionCount !== null ? (
        <Link
          href={flightHref({ attention: true })}
          aria-current={current?.attention ? "page" : undefined}
          className={cn(
            pill,
            attentionCount > 0 ? "border-destructive/40 text-destructive" : "text-muted-foreground",
            current?.attention && "bg-accent",
          )}
          data-testid="attention-link"
        >
          <AlertTriangleIcon className="size-4" aria-hidden />
          {t("attentionLink", { count: attentionCount })}
        </Link>
      ) : null}
      <Link
        href={flightHref({ assignee: "me" })}
        aria-current={current?.assignee === "me" ? "page" : undefined}
        className={cn(pill, current?.assignee === "me" && "bg-accent")}
      >
        {tw("filterMine")}
      </Link>
      <Link
        href={flightHref({ unassigned: true })}
        aria-current={current?.unassigned ? "page" : undefined}
        className={cn(pill, current?.unassigned && "bg-accent")}
      >
        {tw("filterUnassigned")}
      </Link>
      <span className="ml-2 text-xs text-muted-foreground">{t("phasesLabel")}</span>
      {PAYOUT_FLOW_PHASES.map((phase) => (
        <Link
          key={phase}
          href={flightHref({ phase })}
          aria-current={current?.phase === phase && !current.attention ? "page" : undefined}
          className={cn(pill, current?.phase === phase && !current.attention && "bg-accent")}
        >
          {tp(phase)}
        </Link>
      ))}
      {current ? (
        <Link href="/payouts" className={cn(pill, "text-muted-foreground")}>
          {t("allPayouts")}
        </Link>
      ) : null}
      <Link
        href="/payout-settings"
        className="ml-auto text-xs text-muted-foreground underline-offset-4 hover:underline"
      >
        {t("settingsLink")}
      </Link>
    </nav>
  );
}
