import { z } from "zod";

/**
 * The signed-in operator as the sandbox's extension GET /api/v2/backoffice/me
 * describes it: which customer the token acts for and which permissions
 * ("resource:action") the operator holds. The specification has no such
 * endpoint; the dashboard falls back to the access token's claims
 * (lib/auth/identity.ts). Tolerant: unknown keys are kept.
 */
export const operatorProfileSchema = z.looseObject({
  operatorId: z.string().optional(),
  email: z.string().optional(),
  customer: z.looseObject({ id: z.string().min(1), name: z.string().optional() }),
  permissions: z.array(z.string()),
});
export type OperatorProfile = z.infer<typeof operatorProfileSchema>;

export const OPERATOR_PROFILE_PATH = "/api/v2/backoffice/me";
