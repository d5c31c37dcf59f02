import { z } from "zod";

/** Query of the live view's reads (?event=RAMP&after=42&limit=100), shared by the polling route and the SSE stream. */
export const liveQuerySchema = z.object({
  event: z
    .string()
    .regex(/^[A-Z_]{1,40}$/)
    .optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type LiveQuery = z.infer<typeof liveQuerySchema>;

/** How many events the live view keeps on screen. */
export const LIVE_VIEW_LIMIT = 200;
