import { exportAuditEntries } from "@/lib/api/audit";
import { auditCsv } from "@/lib/audit/csv";
import { auditSearch, toAuditQuery } from "@/lib/audit/search";
import { auditAccess } from "@/lib/auth/dashboard-permissions";
import { UnauthorizedError } from "@/lib/auth/errors";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { maskSensitive } from "@/lib/security/masking";

export const dynamic = "force-dynamic";

/**
 * GET /api/audit/export?operator=&action=&from=&to= → the operator's customer's matching
 * audit entries as CSV; needs audit:read, and leaves out entries about records the
 * operator cannot read.
 */
export async function GET(request: Request): Promise<Response> {
  let operator: Awaited<ReturnType<typeof requireOperatorForRequest>>;
  try {
    operator = await requireOperatorForRequest();
  } catch (err) {
    if (err instanceof UnauthorizedError) return Response.json({ error: { kind: "unauthorized" } }, { status: 401 });
    throw err;
  }
  const access = await auditAccess(operator);
  if (!access.allowed) return Response.json({ error: { kind: "forbidden" } }, { status: 403 });
  const query = toAuditQuery(auditSearch.load(new URL(request.url).searchParams));
  const rows = await exportAuditEntries(
    { customerId: operator.customerId, hiddenTargetTypes: access.hiddenTargetTypes },
    query,
  );
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  // Account, document and alias values an entry holds are masked, as on the screen.
  return new Response(auditCsv(maskSensitive(rows)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-log-${stamp}.csv"`,
      "cache-control": "no-store",
    },
  });
}
