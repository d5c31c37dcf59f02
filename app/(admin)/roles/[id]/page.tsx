import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { load } from "@/lib/actions/load";
import { listPermissions } from "@/lib/api/permissions";
import { getRole } from "@/lib/api/roles";
import { requireOperator } from "@/lib/auth/session";
import { RoleForm } from "../_components/role-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("roles");
  return { title: t("editTitle") };
}

export default async function RolePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const operator = await requireOperator();
  const t = await getTranslations("roles");
  const data = await load(() => Promise.all([getRole(operator, id), listPermissions(operator)]));
  if (!data.ok) return <LoadFailure error={data.error} path={`/roles/${id}`} />;
  const [role, permissions] = data.data;
  if (!role) notFound();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("editTitle")} description={role.name} />
      <RoleForm role={role} permissions={permissions} />
    </div>
  );
}
