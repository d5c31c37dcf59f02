import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PendingChangeBanner } from "@/components/approvals/pending-change-banner";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { listPermissions } from "@/lib/api/permissions";
import { holdNoticeFor } from "@/lib/approvals/hold-notice";
import { getRole } from "@/lib/api/roles";
import { requireOperator } from "@/lib/auth/session";
import { getRecent, noteOpened } from "@/lib/db/queries/recent-records";
import { load, notOffered } from "@/lib/pipeline/load";
import { offers, whenOffered } from "@/lib/transport/capabilities";
import { RoleById } from "../_components/role-by-id";
import { RoleForm } from "../_components/role-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("roles");
  return { title: t("editTitle") };
}

export default async function RolePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const operator = await requireOperator();
  const t = await getTranslations("roles");
  const byId = async () => {
    // No way to read the role: remember the id for the list screen's "opened recently" and edit
    // it blind, showing what the API returned the last time it was saved from here.
    await noteOpened(operator, "role", id, operator.email);
    const permissions = await load(() => whenOffered("permissions-list", () => listPermissions(operator)));
    if (!permissions.ok) return <LoadFailure error={permissions.error} path={`/roles/${id}`} />;
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t("editTitle")} description={id} />
        <RoleById
          id={id}
          known={await getRecent(operator, "role", id)}
          permissions={permissions.data.offered ? permissions.data.data : undefined}
        />
      </div>
    );
  };
  if (!(await offers("roles-list"))) return byId();
  const data = await load(() => Promise.all([getRole(operator, id), listPermissions(operator)]));
  // Presumed offered, but the API answered 404/405 on the roles' route: now known, edit blind.
  if (notOffered(data)) return byId();
  if (!data.ok) return <LoadFailure error={data.error} path={`/roles/${id}`} />;
  const [role, permissions] = data.data;
  if (!role) notFound();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("editTitle")} description={role.name} />
      <PendingChangeBanner scope={operator} targetType="role" targetId={role.id} />
      <RoleForm role={role} permissions={permissions} hold={await holdNoticeFor(operator, "role", "roles:update")} />
    </div>
  );
}
