import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { idsWithPendingChange } from "@/components/approvals/pending-change-banner";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { OpenByIdPanel } from "@/components/spec-only/open-by-id-panel";
import { EmptyState } from "@/components/states/empty-state";
import { listRoles } from "@/lib/api/roles";
import { requireOperator } from "@/lib/auth/session";
import { listRecent } from "@/lib/db/queries/recent-records";
import { load } from "@/lib/pipeline/load";
import { whenOffered } from "@/lib/transport/capabilities";
import { RolesTable } from "../_components/roles-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("roles") };
}

export default async function RolesPage() {
  const operator = await requireOperator();
  const t = await getTranslations("roles");
  const listed = await load(() => whenOffered("roles-list", () => listRoles(operator)));
  const header = <PageHeader title={t("title")} description={t("description")} />;
  if (listed.ok && listed.data.offered === false) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <OpenByIdPanel
          basePath="/roles"
          notice={t("byId.noList")}
          fieldLabel={t("byId.idField")}
          recent={await listRecent(operator, "role")}
        />
      </div>
    );
  }
  const roles = !listed.ok ? listed : ({ ok: true, data: listed.data.offered ? listed.data.data : [] } as const);
  return (
    <div className="flex flex-col gap-6">
      {header}
      {!roles.ok ? (
        <LoadFailure error={roles.error} path="/roles" />
      ) : roles.data.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <RolesTable
          roles={roles.data}
          pendingIds={
            await idsWithPendingChange(
              operator,
              "role",
              roles.data.map((r) => r.id),
            )
          }
        />
      )}
    </div>
  );
}
