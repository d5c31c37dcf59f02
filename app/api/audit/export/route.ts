import { auditCsv } from "@/lib/audit/csv";
import { auditSearch, toAuditQuery } from "@/lib/audit/search";
import { wantsBom } from "@/lib/export/csv";
import { exportAuditEntries } from "@/lib/db/queries/audit";
import { requestTimeZone } from "@/lib/i18n/operator-time-zone";
import { auditAccess, auditReaderOf } from "@/lib/permissions/dashboard";
import { operatorRoute } from "@/lib/pipeline/route";
import { maskSensitive } from "@/lib/security/masking";

export const dynamic = "force-dynamic";

/**
 * GET /api/audit/export?operator=&action=&from=&to= → the operator's customer's matching
 * audit entries as CSV; needs audit:read, and leaves out entries about records the
 * operator cannot read.
 */
export const GET = operatorRoute({
  page: "/audit",
  permission: auditAccess,
  run: async ({ operator, access, request }) => {
    // The day filters mean the days the page showed, in the operator's zone; the file itself is in UTC.
    const query = {
      ...toAuditQuery(auditSearch.load(request.nextUrl.searchParams)),
      timeZone: (await requestTimeZone()).timeZone,
    };
    const rows = await exportAuditEntries(auditReaderOf(operator, access), query);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    // Account, document and alias values an entry holds are masked, as on the screen.
    const bom = wantsBom(request.nextUrl.searchParams);
    return new Response(auditCsv(maskSensitive(rows), { bom }), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="audit-log-${stamp}.csv"`,
        "cache-control": "no-store",
      },
    });
  },
});
