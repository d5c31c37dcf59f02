import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { PayoutLifecyclePanel } from "@/components/payouts/payout-lifecycle-panel";
import { requireOperator } from "@/lib/auth/session";
import { parsePayoutIdParam } from "@/lib/payouts/id-param";
import { load } from "@/lib/pipeline/load";
import { payoutLifecycleView } from "@/lib/payouts-readmodel/payout-view";
import { PayoutDetail } from "../_components/payout-detail";
import { PayoutWorkPanel } from "../_components/payout-work-panel";
import { findPayout } from "./find-payout";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getTranslations("payouts.detail")]);
  // An API that cannot answer leaves the title to the id asked for; the page says what failed.
  const read = await load(() => findPayout(id));
  return { title: t("pageTitle", { id: read.ok ? read.data.id : (parsePayoutIdParam(id) ?? "") }) };
}

/**
 * One payout. The spec has no single-payout endpoint, so this reads the list filtered by the
 * exact id (limit=1). An unknown or malformed id is a 404: findPayout calls notFound() before
 * any byte is sent (no loading boundary above this page; see the group's layout).
 */
export default async function PayoutDetailPage({ params }: Props) {
  const [{ id }, t] = await Promise.all([params, getTranslations("payouts.detail")]);
  // Not found and a session that ended still leave the page (notFound, redirect); an API that is
  // down or refuses shows the state every screen shows, with its retry, under the payout's id.
  const read = await load(() => findPayout(id));
  const back = (
    <Link
      href="/payouts"
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon className="size-4" aria-hidden />
      {t("backToList")}
    </Link>
  );
  if (!read.ok) {
    const asked = parsePayoutIdParam(id) ?? "";
    return (
      <div className="flex flex-col gap-4">
        {back}
        <PageHeader title={<span className="font-mono text-lg break-all">{asked}</span>} />
        <LoadFailure error={read.error} path={`/payouts/${encodeURIComponent(asked)}`} />
      </div>
    );
  }
  const payout = read.data;
  // The read model's view (time in status, timeline); a store that cannot answer leaves it out.
  const view = await payoutLifecycleView(await requireOperator(), payout.id).catch(() => null);
  return (
    <div className="flex flex-col gap-4">
      {back}
      <PageHeader title={<span className="font-mono text-lg">{payout.id}</span>} description={t("pageDescription")} />
      <PayoutLifecyclePanel status={payout.status} details={payout.details} view={view} />
      <PayoutWorkPanel payoutId={payout.id} />
      <PayoutDetail payout={payout} />
    </div>
  );
}
