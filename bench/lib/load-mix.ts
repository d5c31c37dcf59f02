import type autocannon from "autocannon";
import { signedEnvelope } from "../../tests/scale/harness/webhook";

/**
 * The request mix of bench/load: what an operations team and the API's
 * webhook sender put on the dashboard. Per client, in turn: a payout list
 * page with filters, a detail lookup, another list page, another detail, a
 * signed webhook delivery (40 % lists, 40 % details, 20 % deliveries).
 */
export type Kind = "list" | "detail" | "webhook" | "health";
/** The kinds of the mix ("health" is only the CPU baseline). */
export const KINDS: readonly Kind[] = ["list", "detail", "webhook"];

/** Statuses a desk filters by most, and "no filter" (all statuses). */
const STATUSES = ["", "COMPLETED", "CREATED", "FAILED", "CASH_IN_PENDING", "CASH_OUT_REQUESTED"];
const LIMITS = [20, 20, 50];

export type KindedRequest = autocannon.Request & { kind: Kind };

export interface MixInput {
  cookie: string;
  /** Payout ids to open (taken from a first page). */
  ids: string[];
  receiverSecret: string;
  /** The customer's receiver, /api/webhooks/receive/<key>. */
  receivePath: string;
}

export function mixRequests({ cookie, ids, receiverSecret, receivePath }: MixInput): KindedRequest[] {
  let n = 0;
  const list: KindedRequest = {
    kind: "list",
    method: "GET",
    headers: { cookie },
    setupRequest: (req) => {
      n++;
      const status = STATUSES[n % STATUSES.length];
      const path = `/api/payouts?page=${(n % 5) + 1}&limit=${LIMITS[n % LIMITS.length]}${status ? `&status=${status}` : ""}`;
      return { ...req, path };
    },
  };
  const detail: KindedRequest = {
    kind: "detail",
    method: "GET",
    headers: { cookie },
    setupRequest: (req) => ({ ...req, path: `/api/payouts?id=${ids[n++ % ids.length] ?? "none"}` }),
  };
  const webhook: KindedRequest = {
    kind: "webhook",
    method: "POST",
    path: receivePath,
    setupRequest: (req) => {
      // A fresh envelope id each time: every delivery is a new event to store.
      const envelope = signedEnvelope(receiverSecret);
      return { ...req, body: envelope.body, headers: { ...req.headers, ...envelope.headers } };
    },
  };
  return [list, detail, { ...list }, { ...detail }, webhook];
}

/** The kind of the request a client just had answered (autocannon keeps it as currentRequest). */
export function kindOfClient(client: unknown): Kind | "unknown" {
  const current = (client as { requestIterator?: { currentRequest?: { kind?: unknown } } }).requestIterator
    ?.currentRequest;
  const kind = current?.kind;
  return typeof kind === "string" && (kind === "health" || KINDS.includes(kind as Kind)) ? (kind as Kind) : "unknown";
}
