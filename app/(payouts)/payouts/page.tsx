import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { makeQueryClient } from "@/components/query-client";
import { listPayouts } from "@/lib/api/payouts";
import { requireOperator } from "@/lib/auth/session";
import { payoutKeys } from "@/lib/payouts/queries";
import { OPEN_PAYOUT_PARAM, toListQuery } from "@/lib/payouts/search-params";
import { canonicalQuery, correctPayoutSearch, type RawSearchParams } from "@/lib/payouts/url-corrections";
import { PayoutsWorkspace } from "@/app/(admin)/payouts/_components/payouts-workspace";

/** A corrected URL keeps the open side sheet (not a list parameter, so not part of the canonical list query). */
function withOpenPayout(canonical: string, raw: RawSearchParams): string {
  const open = raw[OPEN_PAYOUT_PARAM];
  const id = Array.isArray(open) ? open[0] : open;
  if (!id) return canonical;
  const param = `${OPEN_PAYOUT_PARAM}=${encodeURIComponent(id)}`;
  return canonical ? `${canonical}&${param}` : `?${param}`;
}

/**
 * Nothing above this page is a Suspense boundary (see the group's layout), so the first byte
 * waits for the first page. A slow API must not hold a blank screen: past this the page goes
 * out without rows and the table loads them itself, showing that it is loading.
 */
const FIRST_PAGE_WAIT_MS = 1_000;

async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("payouts");
  return { title: t("title") };
}

/**
 * The first page is fetched here and hydrated into TanStack Query, so rows are in the first
 * HTML chunk and on first paint; later pages and filters load through /api/payouts. Bad URL
 * values are corrected with the same parsers the client uses, and the corrections are shown.
 */
export default async function PayoutsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const [operator, raw, t] = await Promise.all([requireOperator(), searchParams, getTranslations("payouts")]);
  const { search, corrections } = correctPayoutSearch(raw);
  const queryClient = makeQueryClient();
  // prefetchQuery never throws: on failure the client retries and shows the outage state.
  // Only a settled page is dehydrated; one still pending at the deadline is fetched again by the client.
  const firstPage = queryClient.prefetchQuery({
    queryKey: payoutKeys.list(search),
    queryFn: ({ signal }) => listPayouts(operator, toListQuery(search), { signal }),
  });
  await settleWithin(firstPage, FIRST_PAGE_WAIT_MS);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("title")} description={t("description")} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PayoutsWorkspace corrections={corrections} canonical={withOpenPayout(canonicalQuery(search), raw)} />
      </HydrationBoundary>
    </div>
  );
}
