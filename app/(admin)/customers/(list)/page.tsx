import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { idsWithPendingChange } from "@/components/approvals/pending-change-banner";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { OpenByIdPanel } from "@/components/spec-only/open-by-id-panel";
import { EmptyState } from "@/components/states/empty-state";
import { listCustomers } from "@/lib/api/customers";
import { requireOperator } from "@/lib/auth/session";
import { listRecent } from "@/lib/db/queries/recent-records";
import { load } from "@/lib/pipeline/load";
import { apiListSearch, type RawSearchParams } from "@/lib/table-search";
import { whenOffered } from "@/lib/transport/capabilities";
import { CustomersTable } from "../_components/customers-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("customers") };
}

export default async function CustomersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const operator = await requireOperator();
  const t = await getTranslations("customers");
  // The list pages like every list of the API (page, limit, totalPage): one page at a time.
  const { page, limit } = apiListSearch.load(await searchParams);
  const listed = await load(() => whenOffered("customers-list", () => listCustomers(operator, { page, limit })));
  const header = <PageHeader title={t("title")} description={t("description")} />;
  if (listed.ok && listed.data.offered === false) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <OpenByIdPanel
          basePath="/customers"
          notice={t("byId.noList")}
          fieldLabel={t("byId.idField")}
          recent={await listRecent(operator, "customer")}
        />
      </div>
    );
  }
  const customers = !listed.ok
    ? listed
    : ({ ok: true, data: listed.data.offered ? listed.data.data : { customers: [], totalPage: 0 } } as const);
  return (
    <div className="flex flex-col gap-6">
      {header}
      {!customers.ok ? (
        <LoadFailure error={customers.error} path="/customers" />
      ) : customers.data.customers.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <CustomersTable
          customers={customers.data.customers}
          pageCount={customers.data.totalPage}
          pendingIds={
            await idsWithPendingChange(
              operator,
              "customer",
              customers.data.customers.map((c) => c.id),
            )
          }
        />
      )}
    </div>
  );
}
