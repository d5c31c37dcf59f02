import "server-only";
import { getChangeRequestRow } from "@/lib/db/queries/change-requests";
import { sensitivePaths } from "@/lib/security/masking";
import type { ChangeRequestView } from "./types";
import { maySee, requestFilter, type Viewer } from "./visibility";

/** A masked value of a request's proposed input: its path inside the input, and the mask shown. */
export interface ProposedValue {
  path: string;
  masked: string;
}

/**
 * The masked values of each pending request's proposed input (a new account number, a document's
 * number), by request id, for the approvals screen's "Reveal" (lib/operations/reveal.ts): the diff
 * shows them masked, and an approver who must check one reveals it with a reason and a step-up.
 * Only requests the viewer may see (the read rule of ./visibility.ts), only masked strings leave.
 */
export async function proposedValues(
  viewer: Viewer,
  requests: readonly ChangeRequestView[],
): Promise<Record<string, ProposedValue[]>> {
  const filter = await requestFilter(viewer);
  const pending = requests.filter((r) => r.status === "pending" && maySee(filter, r));
  const found = await Promise.all(
    pending.map(async (r) => {
      const row = await getChangeRequestRow(viewer, r.id);
      return [r.id, row ? sensitivePaths(row.input) : []] as const;
    }),
  );
  return Object.fromEntries(found.filter(([, fields]) => fields.length > 0));
}
