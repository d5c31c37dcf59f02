import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { load } from "@/lib/actions/load";
import { getCustomer } from "@/lib/api/customers";
import { requireOperator } from "@/lib/auth/session";
import { CustomerForm } from "../_components/customer-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customers");
  return { title: t("editTitle") };
}

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const operator = await requireOperator();
  const t = await getTranslations("customers");
  const customer = await load(() => getCustomer(operator, id));
  if (!customer.ok) return <LoadFailure error={customer.error} path={`/customers/${id}`} />;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("editTitle")} description={customer.data.name} />
      <CustomerForm customer={customer.data} />
    </div>
  );
}
