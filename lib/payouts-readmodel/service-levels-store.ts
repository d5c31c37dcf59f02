import "server-only";
import { listServiceLevelRows } from "@/lib/db/queries/payout-sync";
import type { CustomerScope } from "@/lib/db/scope";
import { effectiveServiceLevels, type ServiceLevels } from "./service-levels";

/** The customer's service levels in force: the product's defaults with the customer's changes. */
export async function serviceLevelsOf(scope: CustomerScope): Promise<ServiceLevels> {
  return effectiveServiceLevels(await listServiceLevelRows(scope));
}
