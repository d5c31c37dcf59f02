import { after } from "next/server";
import { type RouteContext, webhookReceiverRoute } from "@/lib/pipeline/route";
import { runLogged, type Scheduler } from "@/lib/webhooks/receive";
import { receiveRequest } from "@/lib/webhooks/receive-request";

/**
 * A customer's webhook receiver, named by the key in its URL: the one path a
 * delivery takes, under `next start`, a standalone build, `next dev` and the
 * dashboard's own server alike.
 *
 * The pipeline's webhook-receiver variant (lib/pipeline/route.ts): public (no
 * session: the sender is the API) and authenticated by the x-signature-sha256
 * HMAC over the raw body with that customer's secret instead. The
 * size cap, signature, store-by-envelope-id and answer are in
 * lib/webhooks/receive-request.ts and lib/webhooks/receive.ts.
 */
export const dynamic = "force-dynamic";

/** The live fan-out runs after the answer; called outside Next's request scope (tests) as a plain promise. */
const schedule: Scheduler = (task) => {
  try {
    after(() => runLogged(task));
  } catch {
    void runLogged(task);
  }
};

export const POST = webhookReceiverRoute(
  async (request: Request, context: RouteContext<{ key: string }>): Promise<Response> => {
    const { key } = await context.params;
    return receiveRequest(key, request, schedule);
  },
);
