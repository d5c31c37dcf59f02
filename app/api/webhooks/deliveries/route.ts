import { z } from "zod";
import { listDeliveries } from "@/lib/api/webhooks";
import { operatorRoute } from "@/lib/pipeline/route";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(["pending", "in_flight", "succeeded", "failed", "canceled"]).optional(),
});

/**
 * GET /api/webhooks/deliveries → { available, deliveries, totalPage }; available is false without
 * the extension. A delivery may carry the event it sent: masked like the live view (the pipeline).
 */
export const GET = operatorRoute({
  page: "/webhooks",
  query: querySchema,
  run: async ({ operator, query, request }) => {
    const log = await listDeliveries(operator, query, { signal: request.signal });
    return log ? { available: true, ...log } : { available: false, deliveries: [], totalPage: 0 };
  },
});
