import { getApprovalsHub } from "@/lib/approvals/live";
import { visiblePendingCount } from "@/lib/approvals/visibility";
import { streamRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/approvals/stream → text/event-stream of the operator's customer's pending count (of
 * requests they may see: lib/approvals/visibility.ts)
 * (event "pending", data { count }): once on connect, then whenever the queue changes on any
 * instance (lib/approvals/live.ts). The shell's badge listens to it. It ends with the session
 * (lib/pipeline/sse.ts).
 */
export const GET = streamRoute({
  page: "/approvals",
  subscribe:
    ({ operator }) =>
    (sink) => {
      const send = async () => {
        try {
          sink.event("pending", { count: await visiblePendingCount(operator) });
        } catch {
          // The next change or reconnect sends the count again.
        }
      };
      const unsubscribe = getApprovalsHub().subscribe(operator.customerId, () => void send());
      void send();
      return unsubscribe;
    },
});
