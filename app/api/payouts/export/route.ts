import { listPayouts } from "@/lib/api/payouts";
import { wantsBom } from "@/lib/export/csv";
import { FULL_VALUES_AUDIT_ACTION, fullValuesAuditView, fullValuesBodySchema } from "@/lib/export/full-values";
import { exportFilename } from "@/lib/payouts/export-client";
import { csvExportStream } from "@/lib/payouts/export-stream";
import { filterQuery, loadPayoutSearch, toListQuery } from "@/lib/payouts/search-params";
import { operatorRoute, type RouteCall } from "@/lib/pipeline/route";
import { maskSensitive } from "@/lib/security/masking";

export const dynamic = "force-dynamic";

type ExportCall = Pick<RouteCall<unknown, unknown, unknown, unknown>, "request" | "audit" | "operator">;

/**
 * The CSV of every payout matching the query's filters. Streams while it pages through the API at
 * limit=100, so neither this server nor the browser holds the whole export; the browser aborting
 * the request stops the paging. The row count comes first in X-Total-Count (one limit=1 request)
 * so the client can show progress.
 */
async function exportCsv({ operator, request, audit }: ExportCall, full?: { reason: string }): Promise<Response> {
  const search = loadPayoutSearch(request.nextUrl.searchParams);
  const base = toListQuery({ ...search, page: 1, limit: 1 });
  const { totalPage: total } = await listPayouts(operator, base, { signal: request.signal });
  // Written by the pipeline before the first row leaves; a failure to write refuses the export.
  if (full)
    audit({ after: fullValuesAuditView({ filters: filterQuery(search), rowCount: total, reason: full.reason }) });
  const stream = csvExportStream(
    async (page, limit, signal) => {
      const answer = await listPayouts(operator, { ...base, page, limit }, { signal });
      return full ? answer : maskSensitive(answer);
    },
    request.signal,
    { bom: wantsBom(request.nextUrl.searchParams) },
  );
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFilename(filterQuery(search))}"`,
      "cache-control": "private, no-store",
      "x-total-count": String(total),
      "x-content-type-options": "nosniff",
    },
  });
}

/**
 * GET /api/payouts/export?status=&id=&externalId= → the CSV, account, document and alias values
 * masked. A read and nothing else: no parameter makes it export full values or write anything.
 */
export const GET = operatorRoute({
  page: "/payouts",
  run: (call) => exportCsv(call),
});

/**
 * POST /api/payouts/export?status=&id=&externalId= { reason } → the CSV with full values. Refused
 * from another site (a link or a form elsewhere cannot start it), 403 step_up_required without a
 * fresh step-up, 400 without a reason of 10 to 500 characters; audited as "export.full_values"
 * with the filters, the row count and the reason.
 */
export const POST = operatorRoute({
  page: "/payouts",
  stepUp: true,
  body: fullValuesBodySchema,
  audit: { action: FULL_VALUES_AUDIT_ACTION, targetType: "payout" },
  run: (call) => exportCsv(call, { reason: call.body.reason }),
});
