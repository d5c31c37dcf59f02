import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { listPayouts } from "@/lib/api/payouts";
import { redirectIfUnauthorized, requireOperator } from "@/lib/auth/session";
import { PayoutDetail } from "../_components/payout-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getTranslations("payouts.detail")]);
  return { title: t("pageTitle", { id: decodeURIComponent(id) }) };
}

/**
 * One payout. The spec has no single-payout endpoint, so this reads the list filtered by the
 * exact id (limit=1). A missing id is a 404 page, not an empty card.
 */
export default async function PayoutDetailPage({ params }: Props) {
  const [{ id: rawId }, operator, t] = await Promise.all([
    params,
    requireOperator(),
    getTranslations("payouts.detail"),
  ]);
  const id = decodeURIComponent(rawId).trim();
  if (id === "") notFound();
  const { payouts } = await listPayouts(operator, { id, limit: 1, page: 1 }).catch(redirectIfUnauthorized);
  const payout = payouts.find((p) => p.id === id) ?? payouts[0];
  if (!payout) notFound();
  return (
    <div className="flex flex-col gap-4">
      <Link
        href="/payouts"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t("backToList")}
      </Link>
      <PageHeader title={<span className="font-mono text-lg">{payout.id}</span>} description={t("pageDescription")} />
      <PayoutDetail payout={payout} />
    </div>
  );
}
