import "server-only";
import { eventEnvelopeSchema } from "@/lib/contract";
import { matchSignature } from "@/lib/contract/signature";
import { getLogger } from "@/lib/log/logger";
import { countDelivery, observeDeliveryLag } from "./delivery-metrics";
import { noteAccountEvent } from "./account-events";
import { nestingDepth } from "@/lib/shared/json-depth";
import { markProcessed, type StoredItem } from "./inbox";
import { storeDeliveryBatched } from "./inbox-writer";
import { getLiveHub } from "./live";
import { acceptedSecrets, type Receiver, receiverForKey } from "./receivers";

/** Envelopes are small records; anything this big is not one of ours. */
export const MAX_BODY_BYTES = 1_000_000;
const MAX_JSON_DEPTH = 64;

/** Runs work after the answer has gone out. */
export type Scheduler = (task: () => Promise<void>) => void;

/** The after-answer work itself, with its failure logged: what every Scheduler runs. */
export function runLogged(task: () => Promise<void>): Promise<void> {
  return task().catch((error: unknown) => getLogger().error({ err: error }, "webhook processing failed"));
}

/**
 * The receiver the URL key names, if one of its own customer's secrets signed the
 * body; reads the receiver again once if the cached copy may be stale. An unknown
 * key and a wrong signature are the same refusal: a caller learns nothing of keys.
 */
async function verify(
  key: string,
  body: Uint8Array,
  header: string | null,
): Promise<Receiver | "unknown_receiver" | "bad_signature"> {
  const cached = await receiverForKey(key);
  if (cached && matchSignature(body, header, acceptedSecrets(cached.secrets)) >= 0) return cached;
  // Another instance may have just rotated the secret; a fresh read settles it (throttled inside).
  const fresh = await receiverForKey(key, { fresh: true });
  // Told apart for the metrics only: the sender gets the same 401 either way.
  if (!fresh) return cached ? "bad_signature" : "unknown_receiver";
  if (fresh === cached) return "bad_signature";
  return matchSignature(body, header, acceptedSecrets(fresh.secrets)) >= 0 ? fresh : "bad_signature";
}

function recordIdOf(data: Record<string, unknown>): string | null {
  return typeof data.id === "string" ? data.id : null;
}

/**
 * Rows to mark processed, written in one UPDATE per window. Each store statement
 * has a fixed cost of milliseconds (PGlite), so a burst of hundreds of events a
 * second gets four of these, not one per event or per 20 ms.
 */
let unmarked: StoredItem[] = [];
let marking: Promise<void> | undefined;
const MARK_WINDOW_MS = 250;

function markSoon(stored: StoredItem): Promise<void> {
  unmarked.push(stored);
  marking ??= new Promise<void>((resolve) => setTimeout(resolve, MARK_WINDOW_MS)).then(async () => {
    const batch = unmarked;
    unmarked = [];
    marking = undefined;
    await markProcessed(batch);
  });
  return marking;
}

/** After the 200: tell the customer's live views, then mark the row processed. */
async function process(stored: StoredItem): Promise<void> {
  await getLiveHub().publish(stored.customerId, stored.item);
  await markSoon(stored);
}

/** What the receiver answers: a status and a small JSON body. */
export interface ReceiptAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The receipt itself, over the exact bytes received at the receiver `key`
 * names: verify the signature against that customer's secrets, store the event
 * once per customer and envelope id, schedule that customer's live fan-out.
 * Used by the App Router route (app/api/webhooks/receive/[key], through ./receive-request.ts).
 */
export async function acceptDelivery(
  key: string,
  body: Uint8Array,
  header: string | null,
  schedule: Scheduler,
): Promise<ReceiptAnswer> {
  if (body.byteLength > MAX_BODY_BYTES) return { status: 413, body: { error: "body too large" } };
  const receiver = await verify(key, body, header);
  if (typeof receiver === "string") {
    countDelivery(receiver);
    return { status: 401, body: { error: "invalid signature" } };
  }

  const text = new TextDecoder("utf-8", { fatal: false }).decode(body);
  // A signed body is still refused before parsing if it nests deeper than any envelope.
  if (nestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    return { status: 400, body: { error: "body nests too deep" } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 400, body: { error: "body is not JSON" } };
  }
  const envelope = eventEnvelopeSchema.safeParse(json);
  if (!envelope.success) return { status: 400, body: { error: "body is not an event envelope" } };

  const { id, event, action, data, attempts } = envelope.data;
  const { customerId } = receiver;
  const { inserted, item } = await storeDeliveryBatched({
    customerId,
    id,
    event,
    action,
    attempts,
    recordId: recordIdOf(data),
    rawBody: text,
    payload: json,
  });
  countDelivery(inserted ? "stored" : "duplicate");
  if (inserted) observeDeliveryLag(envelope.data.createdAt);
  schedule(() => process({ customerId, item }));
  // The compliance queue where the API lists no accounts: once per envelope, after the answer.
  if (inserted && event === "ACCOUNT") schedule(() => noteAccountEvent({ customerId }, envelope.data));
  return { status: 200, body: { received: true, duplicate: !inserted } };
}
