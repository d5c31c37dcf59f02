import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/http-response";
import { getApprovalsHub } from "@/lib/approvals/live";
import { pendingCount } from "@/lib/approvals/store";
import { requireOperatorForRequest } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

const HEARTBEAT_MS = 15_000;

/**
 * GET /api/approvals/stream → text/event-stream of the operator's customer's pending count
 * (event "pending", data { count }): once on connect, then whenever the queue changes on any
 * instance (lib/approvals/live.ts). The shell's badge listens to it.
 */
export async function GET(request: NextRequest): Promise<Response> {
  let operator: Awaited<ReturnType<typeof requireOperatorForRequest>>;
  try {
    operator = await requireOperatorForRequest({ background: true });
  } catch (error) {
    return errorResponse(error, "/approvals");
  }
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const send = async () => {
        try {
          write(`event: pending\ndata: ${JSON.stringify({ count: await pendingCount(operator) })}\n\n`);
        } catch {
          // The next change or reconnect sends the count again.
        }
      };
      const unsubscribe = getApprovalsHub().subscribe(operator.customerId, () => void send());
      const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      };
      request.signal.addEventListener("abort", cleanup);
      write("retry: 2000\n\n");
      void send();
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
