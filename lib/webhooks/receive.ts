import "server-only";
import { eventEnvelopeSchema } from "@/lib/contract";
import { markProcessed } from "./inbox";
import type { InboxItem } from "./inbox-item";
import { storeDeliveryBatched } from "./inbox-writer";
import { getLiveHub } from "./live";
import { acceptedSecrets, loadReceiverSecrets } from "./receiver-secrets";
import { matchSignature, SIGNATURE_HEADER } from "./signature";

/** Envelopes are small records; anything this big is not one of ours. */
export const MAX_BODY_BYTES = 1_000_000;

/** Runs work after the answer has gone out (Next's after(); a plain promise in tests). */
export type Scheduler = (task: () => Promise<void>) => void;

/** The after-answer work itself, with its failure logged: what every Scheduler runs. */
export function runLogged(task: () => Promise<void>): Promise<void> {
  return task().catch((error: unknown) => console.error("webhook processing failed", error));
}

// no-transform: Next would otherwise gzip every few-byte answer (a zlib stream per delivery).
const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "cache-control": "no-store, no-transform" } });

/** Which secret signed the body, reading the secrets again once if the cached copy may be stale. */
async function verify(body: Uint8Array, header: string | null): Promise<boolean> {
  const cached = await loadReceiverSecrets();
  if (matchSignature(body, header, acceptedSecrets(cached)) >= 0) return true;
  // Another instance may have just rotated the secret; a fresh read settles it (throttled inside).
  const fresh = await loadReceiverSecrets({ fresh: true });
  return fresh !== cached && matchSignature(body, header, acceptedSecrets(fresh)) >= 0;
}

function recordIdOf(data: Record<string, unknown>): string | null {
  return typeof data.id === "string" ? data.id : null;
}

/**
 * Rows to mark processed, written in one UPDATE per window. Each store statement
 * has a fixed cost of milliseconds (PGlite), so a burst of hundreds of events a
 * second gets four of these, not one per event or per 20 ms.
 */
let unmarked: string[] = [];
let marking: Promise<void> | undefined;
const MARK_WINDOW_MS = 250;

function markSoon(id: string): Promise<void> {
  unmarked.push(id);
  marking ??= new Promise<void>((resolve) => setTimeout(resolve, MARK_WINDOW_MS)).then(async () => {
    const ids = unmarked;
    unmarked = [];
    marking = undefined;
    await markProcessed(ids);
  });
  return marking;
}

/** After the 200: tell the live views, then mark the row processed. */
async function process(item: InboxItem): Promise<void> {
  await getLiveHub().publish(item);
  await markSoon(item.id);
}

/** What the receiver answers: a status and a small JSON body. */
export interface ReceiptAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The receipt itself, over the exact bytes received: verify the signature,
 * store the event once by envelope id, schedule the live fan-out. Shared by
 * the App Router handler and the server's direct path (./node-receiver.ts).
 */
export async function acceptDelivery(
  body: Uint8Array,
  header: string | null,
  schedule: Scheduler,
): Promise<ReceiptAnswer> {
  if (body.byteLength > MAX_BODY_BYTES) return { status: 413, body: { error: "body too large" } };
  if (!(await verify(body, header))) return { status: 401, body: { error: "invalid signature" } };

  const text = new TextDecoder("utf-8", { fatal: false }).decode(body);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 400, body: { error: "body is not JSON" } };
  }
  const envelope = eventEnvelopeSchema.safeParse(json);
  if (!envelope.success) return { status: 400, body: { error: "body is not an event envelope" } };

  const { id, event, action, data, attempts } = envelope.data;
  const { inserted, item } = await storeDeliveryBatched({
    id,
    event,
    action,
    attempts,
    recordId: recordIdOf(data),
    rawBody: text,
    payload: json,
  });
  schedule(() => process(item));
  return { status: 200, body: { received: true, duplicate: !inserted } };
}

/**
 * POST /api/webhooks/receive. Verifies the signature over the exact bytes
 * received, stores the event once by envelope id and answers at once; the
 * live fan-out happens after the answer. A refused delivery stores nothing.
 */
export async function receiveWebhook(request: Request, schedule: Scheduler): Promise<Response> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return answer(413, { error: "body too large" });
  const header = request.headers.get(SIGNATURE_HEADER);
  const body = new Uint8Array(await request.arrayBuffer());
  const { status, body: reply } = await acceptDelivery(body, header, schedule);
  return answer(status, reply);
}
