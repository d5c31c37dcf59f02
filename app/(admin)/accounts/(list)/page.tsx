import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { idsWithPendingChange } from "@/components/approvals/pending-change-banner";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { OpenByIdPanel } from "@/components/spec-only/open-by-id-panel";
import { listAccounts } from "@/lib/api/accounts";
import { listBanks } from "@/lib/api/banks";
import { requireOperator } from "@/lib/auth/session";
import { ACCOUNT_STATUSES } from "@/lib/contract";
import { listRecent } from "@/lib/db/queries/recent-records";
import { load, notOffered } from "@/lib/pipeline/load";
import type { RawSearchParams } from "@/lib/table-search";
import { offers } from "@/lib/transport/capabilities";
import { accountEventQueue } from "@/lib/webhooks/account-events";
import { accountSearch } from "../_components/account-search";
import { queueRows } from "../_components/account-view";
import { AccountsTable } from "../_components/accounts-table";
import { EventQueueSection } from "../_components/event-queue";
import { ReviewUnavailable, reviewAccess } from "../_components/review-access";
import { reviewHoldNotice } from "../_components/review-context";
import { StatusCountBar } from "../_components/status-count-bar";
import { countByStatus } from "../_components/status-counts";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("accounts") };
}

export default async function AccountsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const operator = await requireOperator();
  const t = await getTranslations("accounts");
  const search = accountSearch.load(await searchParams);
  const byId = async () => (
    // No list: the queue is what ACCOUNT events told this dashboard (where it is the customer's
    // receiver), and any account opens by id.
    <div className="flex flex-col gap-4">
      <PageHeader title={t("title")} description={t("description")} />
      <EventQueueSection queue={await accountEventQueue(operator)} />
      <OpenByIdPanel
        basePath="/accounts"
        notice={(await getTranslations("accountEvents"))("noList")}
        fieldLabel={t("byId.idField")}
        recent={await listRecent(operator, "account")}
      />
    </div>
  );
  if (!(await offers("accounts-list"))) return byId();
  const data = await load(() =>
    Promise.all([
      listAccounts(operator, {
        page: search.page,
        limit: search.limit,
        status: search.status ?? undefined,
        type: search.type ?? undefined,
      }),
      // The bank name is a nicety; the queue still works without it.
      offers("banks-list").then((yes) => (yes ? listBanks(operator).catch(() => []) : [])),
      countByStatus(operator, { type: search.type ?? undefined }),
    ]),
  );
  // Presumed offered, but the list's route answered 404/405: now known, the by-id screen.
  if (notOffered(data)) return byId();
  const access = await reviewAccess(operator);
  // Only statuses the queue holds are offered, plus the one the URL already asks for.
  const statuses = data.ok
    ? ACCOUNT_STATUSES.filter((s) => data.data[2][s] > 0 || s === search.status)
    : [...ACCOUNT_STATUSES];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("title")} description={t("description")} />
      {data.ok ? <StatusCountBar counts={data.data[2]} current={search.status} type={search.type} /> : null}
      <ReviewUnavailable access={access} />
      {!data.ok ? (
        <LoadFailure error={data.error} path="/accounts" />
      ) : (
        <AccountsTable
          accounts={queueRows(data.data[0].accounts, new Map(data.data[1].map((b) => [b.code, b.name])))}
          pageCount={data.data[0].totalPage}
          statuses={statuses}
          review={
            access.offered ? { deniedReason: access.deniedReason, holdNotice: await reviewHoldNotice(operator) } : null
          }
          pendingIds={
            await idsWithPendingChange(
              operator,
              "account",
              data.data[0].accounts.map((a) => a.id),
            )
          }
        />
      )}
    </div>
  );
}
