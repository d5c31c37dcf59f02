import { AlertTriangleIcon, ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { StatusBadge } from "@/components/payouts/status-badge";
import { TimeInStatus } from "@/components/payouts/time-in-status";
import { Section } from "@/components/ui/field-list";
import type { CustomerScope } from "@/lib/db/scope";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import type { ApiCaller } from "@/lib/api/client";
import { listFlight } from "@/lib/payouts-readmodel/list";

const SHOWN = 5;

/**
 * The overview's stuck payouts, from the read model: how many need attention (failed, errored or
 * overdue), the oldest few with their time in status, and one click to all of them, oldest first.
 * Nothing when the operator may not read payouts or the store cannot answer.
 */
export async function OverviewStuck({ operator }: { operator: CustomerScope & ApiCaller }) {
  const t = await getTranslations("payoutLifecycle.list");
  // The API down past the grants' cache: who may read payouts cannot be said, so nothing is shown,
  // as the payouts list does, rather than the throw turning the whole overview into a crash page.
  const access = await payoutWorkAccess(operator).catch(() => ({ allowed: false }));
  if (!access.allowed) return null;
  const page = await listFlight(operator, { phase: null, attention: true, sort: "age", page: 1 }).catch(() => null);
  if (!page) return null;
  return (
    <Section
      title={t("stuckTitle")}
      description={t("attentionDescription")}
      actions={
        <Link
          href="/payouts?attention=1"
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          data-testid="overview-stuck-link"
        >
          <AlertTriangleIcon className="size-4" aria-hidden />
          {t("attentionLink", { count: page.total })}
          <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      }
    >
      {page.noCredential ? (
        <p className="text-sm text-muted-foreground">{t("noCredential")}</p>
      ) : page.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("emptyAttention")}</p>
      ) : (
        <ul className="flex flex-col gap-1.5" data-testid="overview-stuck">
          {page.items.slice(0, SHOWN).map((item) => (
            <li key={item.id} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
              <Link
                href={`/payouts/${encodeURIComponent(item.id)}`}
                className="font-mono text-xs text-primary underline-offset-4 hover:underline"
              >
                {item.externalId ?? item.id}
              </Link>
              <StatusBadge status={item.status} />
              <TimeInStatus
                status={item.status}
                since={item.statusSince}
                observed={item.statusSinceObserved}
                overdue={item.overdue}
                variant="short"
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
