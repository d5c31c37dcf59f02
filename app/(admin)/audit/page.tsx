import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { ForbiddenState } from "@/components/states/forbidden-state";
import { listPermissions } from "@/lib/api/permissions";
import { auditSearch, toAuditQuery } from "@/lib/audit/search";
import { requireOperator } from "@/lib/auth/session";
import { requestTimeZone } from "@/lib/i18n/operator-time-zone";
import { listAuditActions, listAuditEntries } from "@/lib/db/queries/audit";
import { auditAccess, auditReaderOf } from "@/lib/permissions/dashboard";
import { load } from "@/lib/pipeline/load";
import { maskSensitive } from "@/lib/security/masking";
import type { RawSearchParams } from "@/lib/table-search";
import { AuditExportLink } from "./_components/audit-export-link";
import { AuditTable } from "./_components/audit-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("audit") };
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const operator = await requireOperator();
  const t = await getTranslations("audit");
  const search = auditSearch.load(await searchParams);
  // Times and the day filters are in the operator's zone (the one every page shows times in).
  const { timeZone } = await requestTimeZone();
  const query = { ...toAuditQuery(search), timeZone };
  const access = await load(() => auditAccess(operator));
  if (access.ok && !access.data.allowed) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={t("title")} description={t("description", { zone: timeZone })} />
        <ForbiddenState message={t("forbidden")} />
      </div>
    );
  }
  const reader = auditReaderOf(operator, access.ok ? access.data : undefined);
  const data = access.ok
    ? await load(() =>
        Promise.all([listAuditEntries(reader, { ...query, limit: search.limit }), listAuditActions(reader)]),
      )
    : access;
  // Role edits store permission ids; name them where the operator may list permissions (else ids show).
  const permissionNames = await listPermissions(operator)
    .then((list) => new Map(list.map((p) => [p.id, `${p.resource}:${p.action}`])))
    .catch(() => new Map<string, string>());
  // The export takes the same filters, not the page: it is every matching entry.
  const exportQuery = auditSearch.serialize({
    operator: search.operator,
    action: search.action,
    from: search.from,
    to: search.to,
  });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t("title")}
        description={t("description", { zone: timeZone })}
        actions={<AuditExportLink href={`/api/audit/export${exportQuery}`}>{t("export")}</AuditExportLink>}
      />
      {!data.ok ? (
        <LoadFailure error={data.error} path="/audit" />
      ) : (
        <AuditTable
          // Entries written before masking may hold full account or document numbers: masked on the way out.
          entries={maskSensitive(data.data[0].entries)}
          pageCount={data.data[0].totalPage}
          actions={data.data[1]}
          permissionNames={permissionNames}
        />
      )}
    </div>
  );
}
