import { z } from "@hono/zod-openapi";

/**
 * Answer of the sandbox extension GET /api/v2/backoffice/me. Defined here, not
 * in lib/contract: the specification has no such operation, and the
 * dashboard's tolerant reading of it lives in its own contract.
 */
export const operatorProfileResponseSchema = z
  .object({
    operatorId: z.string(),
    email: z.string(),
    customer: z.object({ id: z.string(), name: z.string() }),
    permissions: z
      .array(z.string())
      .openapi({ description: 'Active "resource:action" names granted by the operator\'s active role, sorted' }),
  })
  .openapi("OperatorProfile");
