import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PendingChangeBanner } from "@/components/approvals/pending-change-banner";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { getCustomer } from "@/lib/api/customers";
import { holdNoticeFor } from "@/lib/approvals/hold-notice";
import { requireOperator } from "@/lib/auth/session";
import { getRecent, noteOpened } from "@/lib/db/queries/recent-records";
import { load, notOffered } from "@/lib/pipeline/load";
import { offers } from "@/lib/transport/capabilities";
import { CustomerById } from "../_components/customer-by-id";
import { CustomerForm } from "../_components/customer-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customers");
  return { title: t("editTitle") };
}

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const operator = await requireOperator();
  const t = await getTranslations("customers");
  const byId = async () => {
    // No read by id: remember the id for "opened recently" and edit it blind (PATCH of the filled fields).
    await noteOpened(operator, "customer", id, operator.email);
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t("editTitle")} description={id} />
        <CustomerById id={id} known={await getRecent(operator, "customer", id)} />
      </div>
    );
  };
  if (!(await offers("customers-read"))) return byId();
  const customer = await load(() => getCustomer(operator, id));
  // Presumed offered, but GET answered 405 (or the like): the read is not offered, edit blind.
  if (notOffered(customer)) return byId();
  // An id the API does not know is a 404 with the not-found page, not a failure screen.
  if (!customer.ok && customer.error.kind === "not_found") notFound();
  if (!customer.ok) return <LoadFailure error={customer.error} path={`/customers/${id}`} />;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("editTitle")} description={customer.data.name} />
      <PendingChangeBanner scope={operator} targetType="customer" targetId={customer.data.id} />
      <CustomerForm customer={customer.data} hold={await holdNoticeFor(operator, "customer", "customers:update")} />
    </div>
  );
}
