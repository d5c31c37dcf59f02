import "server-only";
import type { ApiCaller } from "@/lib/api/client";
import { displayGrants } from "@/lib/api/operator";

/**
 * Who may read the payouts' work (owners, notes): whoever may read payouts. The rows are the
 * dashboard's own, so no API refuses the read; where the API cannot say what the operator
 * holds, the list they can see is the rule, as for the payouts themselves.
 */
export async function payoutWorkAccess(operator: ApiCaller): Promise<{ allowed: boolean }> {
  const grants = await displayGrants(operator);
  return { allowed: !grants.known || grants.names.has("payouts:read") };
}
