import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/http-response";
import { policiesInForce } from "@/lib/approvals/policy";
import { pendingCount } from "@/lib/approvals/store";
import { requireOperatorForRequest } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * GET /api/approvals/summary → { count, live }: the pending count of the operator's customer,
 * and whether anything can wait for approval at all (a policy holds something, or a request
 * is pending). The badge keeps the live stream open only then, so a customer without four
 * eyes has no connection held open on every page.
 */
export async function GET(): Promise<Response> {
  let operator: Awaited<ReturnType<typeof requireOperatorForRequest>>;
  try {
    operator = await requireOperatorForRequest({ background: true });
  } catch (error) {
    return errorResponse(error, "/approvals");
  }
  const [count, policies] = await Promise.all([pendingCount(operator), policiesInForce(operator)]);
  return NextResponse.json(
    { count, live: count > 0 || policies.some((p) => p.enabled) },
    { headers: { "cache-control": "no-store" } },
  );
}
