import { CUSTOMER_CHANNELS, customerHub } from "@/lib/notifications/customer-hub";
import { unreadNotifications } from "@/lib/notifications/notify";
import { streamRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/notifications/stream → text/event-stream of "unread" { count }: the operator's own
 * unread count, once on connect and again whenever a notification of their customer is stored
 * or read on any instance (lib/notifications/customer-hub.ts). The bell listens to it.
 */
export const GET = streamRoute({
  subscribe:
    ({ operator }) =>
    (sink) => {
      const send = async () => {
        try {
          sink.event("unread", { count: await unreadNotifications(operator) });
        } catch {
          // The next change or reconnect sends the count again.
        }
      };
      const unsubscribe = customerHub(CUSTOMER_CHANNELS.notifications).subscribe(
        operator.customerId,
        () => void send(),
      );
      void send();
      return unsubscribe;
    },
});
