import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { ERROR_CODES, badRequest } from "./errors";
import type { AppDeps, AppEnv } from "./router";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Sets c.var.deps and a request id (the caller's x-request-id when sane), echoed in the response. */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.set("deps", deps);
    c.header("x-request-id", requestId);
    await next();
    c.header("x-request-id", requestId);
  });
}

/** application/json and any application/<x>+json. */
export const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/**
 * A body sent as anything but JSON is refused with 400 before routing, so
 * routes never see a form or text body as an empty object.
 */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (BODY_METHODS.has(c.req.method)) {
    const contentType = c.req.header("content-type");
    const media = contentType?.split(";")[0]?.trim() ?? "";
    const length = c.req.header("content-length");
    const hasBody = contentType !== undefined || (length !== undefined && length !== "0");
    if (hasBody && !JSON_MEDIA.test(media)) {
      throw badRequest(
        ERROR_CODES.unsupportedContentType,
        ["content-type: request bodies must be application/json"],
        [{ key: "content-type", value: contentType ?? "" }],
      );
    }
  }
  await next();
});
