import { exportAuditEntries } from "@/lib/api/audit";
import { UnauthorizedError } from "@/lib/auth/errors";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { auditCsv } from "@/app/(admin)/audit/_components/audit-csv";
import { loadAuditSearch, toAuditQuery } from "@/app/(admin)/audit/_components/search-params";

export const dynamic = "force-dynamic";

/** GET /api/audit/export?operator=&action=&from=&to= → the matching audit entries as CSV. */
export async function GET(request: Request): Promise<Response> {
  try {
    await requireOperatorForRequest();
  } catch (err) {
    if (err instanceof UnauthorizedError) return Response.json({ error: { kind: "unauthorized" } }, { status: 401 });
    throw err;
  }
  const query = toAuditQuery(loadAuditSearch(new URL(request.url).searchParams));
  const rows = await exportAuditEntries(query);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return new Response(auditCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-log-${stamp}.csv"`,
      "cache-control": "no-store",
    },
  });
}
