import { type NextRequest, NextResponse } from "next/server";
import { crossOriginRefusal, errorResponse } from "@/lib/api/http-response";
import { approveAs } from "@/lib/approvals/decide";
import { requireOperatorForRequest } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * POST /api/approvals/{id}/approve { password } → the decision, as the approvals screen's action
 * answers it. For tools and tests that decide without the screen: the same rules apply (the
 * operator from the session, never the maker, the permission, the proof of identity), and like a
 * server action it is refused from another origin.
 *
 * The proof is the password with OPERATOR_MFA=off; otherwise a fresh step-up on the session and
 * no password: without one the answer is 403 { error: { kind: "step_up_required" } }.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const refusal = crossOriginRefusal(request);
  if (refusal) return refusal;
  let operator: Awaited<ReturnType<typeof requireOperatorForRequest>>;
  try {
    operator = await requireOperatorForRequest();
  } catch (error) {
    return errorResponse(error, "/approvals");
  }
  const body: unknown = await request.json().catch(() => null);
  const password = body && typeof body === "object" ? (body as { password?: unknown }).password : undefined;
  const { id } = await params;
  const result = await approveAs(operator, password === undefined ? { id } : { id, password });
  if (result.ok) return NextResponse.json(result.data);
  const status = result.error.kind === "not_found" ? 404 : result.error.kind === "validation" ? 400 : 403;
  return NextResponse.json({ error: result.error }, { status });
}
