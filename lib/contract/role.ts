import { z } from "zod";
import { dateTime, nonEmpty } from "./primitives";

/** Spec: Permission. Allowed resource and action values are not shown. */
export const permissionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  resource: z.string(),
  action: z.string(),
  description: z.string(),
  active: z.boolean(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Permission = z.infer<typeof permissionSchema>;

/** Spec: "Resources / Role (backoffice)". */
export const roleSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(permissionSchema),
  active: z.boolean(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Role = z.infer<typeof roleSchema>;

/** Spec: PUT /api/v2/backoffice/roles/{id}; every field optional. */
export const roleUpdateInputSchema = z.strictObject({
  name: nonEmpty.max(100).optional(),
  description: z.string().max(500).optional(),
  permissionIds: z.array(nonEmpty).optional(),
  active: z.boolean().optional(),
});
export type RoleUpdateInput = z.infer<typeof roleUpdateInputSchema>;

export const roleListResponseSchema = z.looseObject({ roles: z.array(roleSchema), totalPage: z.number() });
export const permissionListResponseSchema = z.looseObject({
  permissions: z.array(permissionSchema),
  totalPage: z.number(),
});
