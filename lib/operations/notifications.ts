import "server-only";
import { z } from "zod";
import { markRead } from "@/lib/notifications/notify";
import { defineOperation } from "@/lib/pipeline/operation";

/**
 * The operator's own notification centre: marking read is their own rule (no API permission),
 * and touches only their own rows of their own customer (lib/db/queries/notifications.ts).
 */
export const markNotificationsReadOperation = defineOperation({
  name: "notification.read",
  targetType: "notification",
  input: z.object({ ids: z.union([z.literal("all"), z.array(z.uuid()).min(1).max(100)]) }),
  permission: null,
  stepUp: false,
  run: async (input, { operator }) => ({ marked: await markRead(operator, input.ids) }),
});
