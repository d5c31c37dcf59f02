import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { makeQueryClient } from "@/components/query-client";
import { listPayouts } from "@/lib/api/payouts";
import { requireOperator } from "@/lib/auth/session";
import { payoutKeys } from "@/lib/payouts/queries";
import { payoutWorkAccess } from "@/lib/payouts/work-access";
import { attentionCount } from "@/lib/payouts-readmodel/attention";
import { listFlight } from "@/lib/payouts-readmodel/list";
import { flightSearchOf } from "@/lib/payouts-readmodel/search-params";
import { payoutSearch, toListQuery } from "@/lib/payouts/search-params";
import { maskSensitive } from "@/lib/security/masking";
import type { RawSearchParams } from "@/lib/table-search";
import { FlightList } from "./_components/flight-list";
import { FlightLive } from "./_components/flight-live";
import { FlightNav } from "./_components/flight-nav";
import { PayoutsWorkspace } from "./_components/payouts-workspace";

/**
 * How long the server waits for the first page before sending the page without it. A healthy
 * API answers in a few hundred milliseconds, so rows are in the first HTML; a slow one must not
 * hold the whole page for the API's full timeout when the browser can ask again and say so.
 */
const FIRST_PAGE_SERVER_BUDGET_MS = 1_000;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("payouts");
  return { title: t("title") };
}

/**
 * The first page is fetched here and hydrated into TanStack Query, so rows are in the first
 * HTML chunk and on first paint; later pages and filters load through /api/payouts. The URL is
 * read with the parsers the browser uses (one declaration, lib/payouts/search-params.ts); values a hand-edited URL had to lose
 * are listed in a notice, and the browser corrects the address bar (keeping the open side sheet).
 */
export default async function PayoutsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const [operator, raw, t] = await Promise.all([requireOperator(), searchParams, getTranslations("payouts")]);
  // The read model's URL contract (?phase=, ?attention=1, &sort=): the list comes from the store.
  // The store's own rows, read under the payouts read rule (the API refuses its list by itself).
  // Started at once and awaited late: the API list's first page is asked meanwhile.
  const readable = payoutWorkAccess(operator).then(
    (access) => access.allowed,
    () => false,
  );
  // A store that cannot answer hides the count; the API's list still works.
  const attentionPending = readable.then((ok) => (ok ? attentionCount(operator).catch(() => null) : null));
  const asked = flightSearchOf(raw);
  const flight = asked && (await readable) ? asked : null;
  const page = flight ? await listFlight(operator, flight) : null;
  // No read-only API operator for the sync: the model does not fill, so say so and list the API's.
  const noModel = page?.noCredential === true;
  if (flight && page && !noModel) {
    const attention = await attentionPending;
    return (
      <div className="flex min-w-0 flex-col gap-4">
        <PageHeader title={t("title")} description={t("description")} />
        <FlightNav attentionCount={attention} current={flight} />
        <FlightLive operatorKey={operator.email.toLowerCase()} renderedAt={new Date().toISOString()} />
        <FlightList page={page} search={flight} />
      </div>
    );
  }
  const noModelText = noModel ? (await getTranslations("payoutLifecycle.list"))("noCredential") : null;
  const { values, corrections } = payoutSearch.correct(raw);
  const queryClient = makeQueryClient();
  // prefetchQuery never throws: on failure (or past the budget) the browser fetches the page
  // itself, showing progress, then rows or the outage state.
  const prefetched = queryClient.prefetchQuery({
    queryKey: payoutKeys.list(values),
    // Masked as /api/payouts masks: the hydrated page holds no full account or document number.
    queryFn: async ({ signal }) =>
      maskSensitive(
        await listPayouts(operator, toListQuery(values), {
          signal: AbortSignal.any([signal, AbortSignal.timeout(FIRST_PAGE_SERVER_BUDGET_MS)]),
        }),
      ),
  });
  const [attention] = await Promise.all([attentionPending, prefetched]);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageHeader title={t("title")} description={t("description")} />
      <FlightNav attentionCount={attention} current={null} />
      {noModel ? (
        <Alert tone="warning" data-testid="flight-no-credential">
          <AlertDescription>{noModelText}</AlertDescription>
        </Alert>
      ) : null}
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PayoutsWorkspace corrections={corrections} operatorKey={operator.email.toLowerCase()} />
      </HydrationBoundary>
    </div>
  );
}
