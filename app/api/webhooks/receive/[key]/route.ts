import { after } from "next/server";
import { getLogger } from "@/lib/log/logger";
import { receiveWebhook, runLogged, type Scheduler } from "@/lib/webhooks/receive";

export const dynamic = "force-dynamic";

/** after() needs Next's request scope; called directly (tests, bench) the task runs as a plain promise. */
const schedule: Scheduler = (task) => {
  try {
    after(() => runLogged(task));
  } catch {
    void runLogged(task);
  }
};

/**
 * A customer's webhook receiver, named by the key in its URL. Public (no
 * session: the sender is the API), authenticated by the x-signature-sha256 HMAC
 * with that customer's secret instead; see lib/webhooks/receive.ts.
 */
export async function POST(request: Request, context: { params: Promise<{ key: string }> }): Promise<Response> {
  try {
    const { key } = await context.params;
    return await receiveWebhook(key, request, schedule);
  } catch (error) {
    // The store is unreachable: a 5xx makes the sender retry later, which is what we want.
    getLogger().error({ err: error }, "webhook receipt failed");
    return Response.json({ error: "temporarily unavailable" }, { status: 503 });
  }
}
