import "server-only";
import { expireDueRows } from "@/lib/db/queries/change-requests";
import { metrics } from "@/lib/metrics/registry";
import type { CustomerScope } from "@/lib/db/scope";
import { notify } from "@/lib/notifications/notify";
import type { ChangeRequestView } from "./types";

/**
 * The maker of a change request is told what became of it, in the notification centre
 * (lib/notifications): approved and run, rejected (by whom), expired undecided, or not run
 * because its target changed (stale). notify() never throws: the decision already made stands.
 */
export async function tellMaker(
  scope: CustomerScope,
  request: Pick<ChangeRequestView, "id" | "operation" | "makerEmail" | "status">,
  decidedBy: string,
): Promise<void> {
  const payload = { requestId: request.id.slice(0, 8), operation: request.operation };
  if (request.status === "executed") await notify(scope.customerId, [request.makerEmail], "change.approved", payload);
  else if (request.status === "stale") await notify(scope.customerId, [request.makerEmail], "change.stale", payload);
  else if (request.status === "rejected")
    await notify(scope.customerId, [request.makerEmail], "change.rejected", { ...payload, by: decidedBy });
}

/** Closes the customer's requests past their expiry and tells each maker; answers their ids. */
export async function closeExpiredRequests(scope: CustomerScope, now = new Date()): Promise<string[]> {
  const expired = await expireDueRows(scope, now);
  metrics().changeOutcomes.inc({ outcome: "expired" }, expired.length);
  for (const row of expired)
    await notify(scope.customerId, [row.makerEmail], "change.expired", {
      requestId: row.id.slice(0, 8),
      operation: row.operation,
    });
  return expired.map((r) => r.id);
}
