import { errorResponse } from "@/lib/api/http-response";
import { listPayouts } from "@/lib/api/payouts";
import { requireOperatorForRequest } from "@/lib/auth/session";
import { auditFullValuesExport, fullValuesRefusal, readFullValuesChoice } from "@/lib/export/full-values";
import { exportFilename } from "@/lib/payouts/export-client";
import { csvExportStream } from "@/lib/payouts/export-stream";
import { loadPayoutSearch } from "@/lib/payouts/load-search";
import { filterQuery, toListQuery } from "@/lib/payouts/search-params";
import { maskSensitive } from "@/lib/security/masking";

export const dynamic = "force-dynamic";

/**
 * GET /api/payouts/export?status=&id=&externalId= → text/csv of every matching payout.
 * Streams while it pages through the API at limit=100, so neither this server nor the browser
 * holds the whole export; the browser aborting the request stops the paging. The row count
 * comes first in X-Total-Count (one limit=1 request) so the client can show progress.
 *
 * Account, document and alias values are masked unless the request asks for full values
 * (fullValues=1&reason=...): that needs a fresh step-up (403 step_up_required otherwise) and is
 * audited as "export.full_values" with the filters and the row count.
 */
export async function GET(request: Request) {
  try {
    const operator = await requireOperatorForRequest();
    const params = new URL(request.url).searchParams;
    const choice = readFullValuesChoice(operator, params);
    if ("refused" in choice) return fullValuesRefusal(choice.refused);
    const search = loadPayoutSearch(params);
    const base = toListQuery({ ...search, page: 1, limit: 1 });
    const { totalPage: total } = await listPayouts(operator, base, { signal: request.signal });
    if (choice.full) {
      await auditFullValuesExport(operator, {
        targetType: "payout",
        filters: filterQuery(search),
        rowCount: total,
        reason: choice.reason,
      });
    }
    const stream = csvExportStream(async (page, limit, signal) => {
      const answer = await listPayouts(operator, { ...base, page, limit }, { signal });
      return choice.full ? answer : maskSensitive(answer);
    }, request.signal);
    return new Response(stream, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${exportFilename(filterQuery(search))}"`,
        "cache-control": "private, no-store",
        "x-total-count": String(total),
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    return errorResponse(error, "/payouts");
  }
}
