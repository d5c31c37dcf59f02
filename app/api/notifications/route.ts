import { z } from "zod";
import { notificationCursorSchema, notificationsOf } from "@/lib/notifications/notify";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/notifications[?before=<next>] → { items, unread, next? }: the signed-in operator's own
 * notifications, newest first (30 a page; `next` asks for the older ones), and how many are
 * unread. Nobody reads another operator's, nor another customer's.
 */
export const GET = operatorRoute({
  background: true,
  query: z.object({ before: notificationCursorSchema.optional() }),
  run: async ({ operator, query }) => notificationsOf(operator, { before: query.before }),
});
