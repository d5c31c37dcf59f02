import { notificationsOf } from "@/lib/notifications/notify";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/notifications → { items, unread }: the signed-in operator's own notifications, newest
 * first (30), and how many are unread. Nobody reads another operator's, nor another customer's.
 */
export const GET = operatorRoute({
  background: true,
  run: async ({ operator }) => notificationsOf(operator),
});
