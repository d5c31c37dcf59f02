import { DownloadIcon } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { SearchParams } from "nuqs/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageLinks } from "@/components/forms/page-links";
import { PageHeader } from "@/components/layout/page-header";
import { EmptyState } from "@/components/states/empty-state";
import { ForbiddenState } from "@/components/states/forbidden-state";
import { buttonClassName } from "@/components/ui/button";
import { load } from "@/lib/actions/load";
import { listAuditActions, listAuditEntries } from "@/lib/api/audit";
import { listPermissions } from "@/lib/api/permissions";
import { auditAccess } from "@/lib/auth/dashboard-permissions";
import { requireOperator } from "@/lib/auth/session";
import { AuditFilters } from "./_components/audit-filters";
import { AuditTable } from "./_components/audit-table";
import { AUDIT_PAGE_SIZE, loadAuditSearch, toAuditQuery } from "./_components/search-params";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("audit") };
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const operator = await requireOperator();
  const t = await getTranslations("audit");
  const query = toAuditQuery(await loadAuditSearch(searchParams));
  const access = await load(() => auditAccess(operator));
  if (access.ok && !access.data.allowed) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={t("title")} description={t("description")} />
        <ForbiddenState message={t("forbidden")} />
      </div>
    );
  }
  const reader = { customerId: operator.customerId, hiddenTargetTypes: access.ok ? access.data.hiddenTargetTypes : [] };
  const data = access.ok
    ? await load(() =>
        Promise.all([listAuditEntries(reader, { ...query, limit: AUDIT_PAGE_SIZE }), listAuditActions(reader)]),
      )
    : access;
  // Role edits store permission ids; name them where the operator may list permissions (else ids show).
  const permissionNames = await listPermissions(operator)
    .then((list) => new Map(list.map((p) => [p.id, `${p.resource}:${p.action}`])))
    .catch(() => new Map<string, string>());
  const filters = { operator: query.operator, action: query.action, from: query.from, to: query.to };
  const exportQuery = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === "string"),
  ).toString();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <a
            href={`/api/audit/export${exportQuery ? `?${exportQuery}` : ""}`}
            download
            className={buttonClassName({ variant: "outline" })}
          >
            <DownloadIcon aria-hidden /> {t("export")}
          </a>
        }
      />
      {!data.ok ? (
        <LoadFailure error={data.error} path="/audit" />
      ) : (
        <>
          <AuditFilters actions={data.data[1]} />
          {data.data[0].entries.length === 0 ? (
            <EmptyState title={t("empty")} />
          ) : (
            <>
              <AuditTable entries={data.data[0].entries} permissionNames={permissionNames} />
              <PageLinks page={query.page ?? 1} totalPage={data.data[0].totalPage} path="/audit" search={filters} />
            </>
          )}
        </>
      )}
    </div>
  );
}
