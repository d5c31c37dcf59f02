import "server-only";
import { displayGrants, type Grants } from "@/lib/api/operator";
import { pendingCount, type RequestFilter } from "@/lib/db/queries/change-requests";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { type ChangeRequestView, OPERATIONS, type Operation } from "./types";
import { listChangeRequests } from "./views";

/**
 * Who may see a change request: an operator who may read its target in the API. A request
 * holds what the API would show only to such a reader (a recharge's order and amount, a role's
 * permissions, a customer's pricing) and its result holds the API's answer, so the queue, its
 * count, the decision's answer and the `approval.*` audit entries all follow this one rule.
 *
 * Where the API cannot say what an operator holds, the operators CHANGE_ALLOWED_OPERATORS names
 * (the only ones who may decide a change then) see every request, and everyone else only their
 * own. What is shown uses the cached grants: a role edited a moment ago shows within 30 s, while
 * deciding always reads them fresh (lib/api/operator.ts freshOperatorGrants).
 */

/** The API permission reading a request of each operation needs: the read of its target. */
export const READ_PERMISSION_OF_OPERATION = {
  recharge: "recharges:read",
  role: "roles:read",
  customer: "customers:read",
  webhook: "webhooks:read",
  account_review: "accounts:read",
  account_edit: "accounts:read",
  // A policy decides who may change roles and the rest: read by those who may read roles.
  policy: "roles:read",
} as const satisfies Record<Operation, string>;

/** The operator a view is for: a signed-in Operator (lib/auth/session) satisfies it. */
export interface Viewer extends CustomerScope {
  sessionId: string;
  email: string;
}

export function requestFilterFor(grants: Grants, email: string): RequestFilter {
  const me = email.trim().toLowerCase();
  if (!grants.known)
    return getEnv().CHANGE_ALLOWED_OPERATORS.includes(me) ? { operations: "all" } : { operations: [], makerEmail: me };
  return { operations: OPERATIONS.filter((op) => grants.names.has(READ_PERMISSION_OF_OPERATION[op])) };
}

/** The viewer's filter; an API that cannot be asked counts as "cannot say" (their own requests only). */
export async function requestFilter(viewer: Viewer): Promise<RequestFilter> {
  const grants = await displayGrants(viewer).catch((error: unknown) => {
    getLogger().error({ err: error }, "operator grants unavailable");
    return { known: false, names: new Set<string>() };
  });
  return requestFilterFor(grants, viewer.email);
}

export function maySee(filter: RequestFilter, request: Pick<ChangeRequestView, "operation" | "makerEmail">): boolean {
  if (filter.operations === "all") return true;
  if (filter.operations.includes(request.operation)) return true;
  return filter.makerEmail !== undefined && request.makerEmail.toLowerCase() === filter.makerEmail;
}

/** The approvals screen's lists: what waits and what was decided, of requests the viewer may see. */
export async function visibleQueue(
  viewer: Viewer,
): Promise<{ pending: ChangeRequestView[]; decided: ChangeRequestView[] }> {
  const filter = await requestFilter(viewer);
  const [pending, decided] = await Promise.all([
    listChangeRequests(viewer, "pending", 100, filter),
    listChangeRequests(viewer, "decided", 50, filter),
  ]);
  return { pending, decided };
}

/** The badge's count: pending requests the viewer may see, so the number betrays no others. */
export async function visiblePendingCount(viewer: Viewer): Promise<number> {
  return pendingCount(viewer, new Date(), await requestFilter(viewer));
}

/**
 * A request the viewer may not see, reduced to what it is and where it stands: no target, diff,
 * reason, input hash or result. For an answer that must name the request (a decision's).
 */
export function withoutContent(request: ChangeRequestView): ChangeRequestView {
  return { ...request, targetId: null, diff: [], reason: "", result: null, inputSha256: "", targetNameAtRequest: null };
}

/** The request as the viewer may see it: whole, or without its content. */
export async function asSeenBy(viewer: Viewer, request: ChangeRequestView): Promise<ChangeRequestView> {
  return maySee(await requestFilter(viewer), request) ? request : withoutContent(request);
}
