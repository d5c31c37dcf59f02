import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { ApiError, badRequest, ERROR_CODES, errorResponse } from "./errors";
import { exceedsJsonDepth } from "@/lib/shared/json-depth";
import { JSON_MEDIA } from "./request-context";
import type { AppEnv } from "./router";

/** Largest request body taken (1 MiB): the biggest legitimate body (a payout with metadata) is a few KB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Deepest JSON nesting taken; legitimate bodies nest about five levels. */
export const MAX_JSON_DEPTH = 64;

const tooLarge = () =>
  new ApiError(413, ERROR_CODES.bodyTooLarge, [`body: larger than ${MAX_BODY_BYTES} bytes (1 MiB)`]);

/**
 * 413 for a body above MAX_BODY_BYTES: by content-length before reading, and
 * for a chunked body (no length) as soon as the bytes read pass the limit.
 * The connection is closed after the answer so the rest is never read.
 */
export const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    const res = errorResponse(c, tooLarge());
    res.headers.set("connection", "close");
    return res;
  },
});

/**
 * 400 for JSON nested deeper than MAX_JSON_DEPTH, measured on the raw text
 * before anything parses it: a deep body would otherwise reach recursive code
 * (validation, Postgres jsonb) and fail as a 500. The text stays cached on the
 * request, so the validator parses it without reading the body again.
 */
export const refuseDeepJson = createMiddleware<AppEnv>(async (c, next) => {
  const media = c.req.header("content-type")?.split(";")[0]?.trim() ?? "";
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && JSON_MEDIA.test(media)) {
    if (exceedsJsonDepth(await c.req.text(), MAX_JSON_DEPTH)) {
      throw badRequest(
        ERROR_CODES.jsonTooDeep,
        [`body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`],
        [{ key: "body", value: `nested deeper than ${MAX_JSON_DEPTH} levels` }],
      );
    }
  }
  await next();
});
