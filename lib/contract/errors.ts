import { z } from "zod";

/** Spec: "Errors": body for status 400. */
export const badRequestErrorSchema = z.looseObject({
  errorCode: z.string().regex(/^[A-Z][A-Z_]*\.\d+$/, "errorCode has the form <DOMAIN>.<number>"),
  arguments: z.array(z.looseObject({ key: z.string(), value: z.string() })),
  message: z.array(z.string()),
  statusCode: z.string().regex(/^\d{3}$/),
});
export type BadRequestError = z.infer<typeof badRequestErrorSchema>;

/** Spec: "Errors": body for status 500. */
export const internalErrorSchema = z.looseObject({
  statusCode: z.string().regex(/^\d{3}$/),
  message: z.array(z.string()),
});
export type InternalError = z.infer<typeof internalErrorSchema>;

/** Spec: "Errors": other bodies (401, 403, 404 and so on). */
export const otherErrorSchema = z.looseObject({
  errorCode: z.string(),
  message: z.array(z.string()),
  statusCode: z.string().regex(/^\d{3}$/),
});
export type OtherError = z.infer<typeof otherErrorSchema>;

/** Any error body the spec defines; the 400 shape is tried first. */
export const apiErrorBodySchema = z.union([badRequestErrorSchema, otherErrorSchema, internalErrorSchema]);
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
