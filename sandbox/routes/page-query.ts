import { z } from "@hono/zod-openapi";

/** page and limit of the back-office list extensions, with the same rules as the spec's payout list. */
export const pageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).optional(),
});
