import { z } from "zod";
import { approveAs } from "@/lib/operations/approval-decisions";
import { jsonAnswer, operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/** The body: the password with OPERATOR_MFA=off; nothing otherwise (the session's step-up is the proof). */
const bodySchema = z
  .object({ password: z.string().max(1_000).optional() })
  .nullable()
  .catch(null);

/**
 * POST /api/approvals/{id}/approve { password } → the decision, as the approvals screen's action
 * answers it. For tools and tests that decide without the screen: the same rules apply (the
 * operator from the session, never the maker, the permission, the proof of identity), and like a
 * server action it is refused from another origin (lib/pipeline/route.ts).
 *
 * The proof is the password with OPERATOR_MFA=off; otherwise a fresh step-up on the session and
 * no password: without one the answer is 403 { error: { kind: "step_up_required" } }.
 */
export const POST = operatorRoute<undefined, z.output<typeof bodySchema>, { allowed: boolean }, { id: string }>({
  page: "/approvals",
  body: bodySchema,
  run: async ({ operator, body, params }) => {
    const password = body?.password;
    const result = await approveAs(operator, password === undefined ? { id: params.id } : { id: params.id, password });
    // Already as the decider may see it (lib/operations/approval-decisions.ts follows the read rule).
    if (result.ok) return result.data;
    const status = result.error.kind === "not_found" ? 404 : result.error.kind === "validation" ? 400 : 403;
    return jsonAnswer({ error: result.error }, { status });
  },
});
