import { z } from "zod";

/** Spec: POST /api/v2/auth/login. */
export const loginInputSchema = z.strictObject({
  email: z.email("Enter a valid email address"),
  password: z.string().min(1, "Enter your password").max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** expiresIn is in milliseconds (3600000 for one hour). */
export const tokenPairSchema = z.looseObject({
  accessToken: z.string().min(1),
  expiresIn: z.number().int().positive(),
  refreshToken: z.string().min(1),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Spec: POST /api/v2/auth/refresh. */
export const refreshInputSchema = z.strictObject({ refreshToken: z.string().min(1) });
