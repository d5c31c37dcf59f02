import { after } from "next/server";
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
 * The dashboard's own webhook receiver. Public (no session: the sender is the
 * API), authenticated by the x-signature-sha256 HMAC instead; see lib/webhooks/receive.ts.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    return await receiveWebhook(request, schedule);
  } catch (error) {
    // The store is unreachable: a 5xx makes the sender retry later, which is what we want.
    console.error("webhook receipt failed", error);
    return Response.json({ error: "temporarily unavailable" }, { status: 503 });
  }
}
