import "server-only";
import { SIGNATURE_HEADER } from "@/lib/contract/signature";
import { getLogger } from "@/lib/log/logger";
import { readCapped } from "@/lib/security/request-body-guard";
import { inSpan } from "@/lib/tracing/span";
import { countRefusedReceipt } from "./delivery-metrics";
import { acceptDelivery, MAX_BODY_BYTES, type ReceiptAnswer, type Scheduler } from "./receive";

/**
 * The receipt over a Web Request (the App Router route at
 * /api/webhooks/receive/<key>): the body is read once, as bytes, with a cap,
 * because the signature is over the exact bytes sent and nothing bigger than
 * an envelope is ours. The checks, the store and the answers are
 * acceptDelivery's (./receive.ts); this only moves bytes in and the answer out.
 */

const answer = ({ status, body }: ReceiptAnswer): Response =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

const TOO_LARGE: ReceiptAnswer = { status: 413, body: { error: "body too large" } };

/** The body's bytes, TOO_LARGE past the cap, or null when the sender went away mid-body. */
async function bodyOf(request: Request): Promise<Uint8Array | ReceiptAnswer | null> {
  // A declared length over the cap is refused before a byte is read.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return TOO_LARGE;
  if (!request.body) return new Uint8Array(0);
  try {
    // A chunked body declares nothing: it is counted as it arrives and dropped once over.
    return (await readCapped(request.body, MAX_BODY_BYTES)) ?? TOO_LARGE;
  } catch {
    return null;
  }
}

export function receiveRequest(key: string, request: Request, schedule: Scheduler): Promise<Response> {
  return inSpan("webhook receipt", { attributes: { "http.route": RECEIVER_ROUTE } }, async (span) => {
    const receipt = await receive(key, request, schedule);
    span.setAttribute("http.response.status_code", receipt.status);
    // acceptDelivery counts what it decided (stored, duplicate, signature); the rest by answer.
    countRefusedReceipt(receipt.status);
    return answer(receipt);
  });
}

const RECEIVER_ROUTE = "/api/webhooks/receive/[key]";

async function receive(key: string, request: Request, schedule: Scheduler): Promise<ReceiptAnswer> {
  const body = await bodyOf(request);
  // Nobody is left to read an answer; nothing was stored.
  if (body === null) return { status: 400, body: { error: "body not received" } };
  if (!(body instanceof Uint8Array)) return body;
  try {
    return await acceptDelivery(key, body, request.headers.get(SIGNATURE_HEADER), schedule);
  } catch (error) {
    // The store is unreachable: a 5xx makes the sender retry later, which is what we want.
    getLogger().error({ err: error }, "webhook receipt failed");
    return { status: 503, body: { error: "temporarily unavailable" } };
  }
}
