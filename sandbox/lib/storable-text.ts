import { createMiddleware } from "hono/factory";
import { badRequest } from "./errors";
import { JSON_MEDIA } from "./request-context";
import type { AppEnv } from "./router";

/**
 * Postgres stores neither NUL in text nor, in jsonb, a lone UTF-16 surrogate
 * (its \uXXXX escape is refused). Such input would fail deep in a query as a
 * 500, so it is refused up front as a 400 naming where it was found.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this guard looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, "g");
export const UNSTORABLE_TEXT_ERROR_CODE = "REQUEST.1003";

/** The string with each unstorable character written as a visible \uXXXX escape. */
const visible = (s: string) =>
  s.replace(UNSTORABLE_ALL, (ch) => `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`);

/** Dot path of the first string (value or key) Postgres cannot store, if any. */
export function findUnstorable(value: unknown, path: string[] = []): { path: string[]; text: string } | undefined {
  if (typeof value === "string") return UNSTORABLE.test(value) ? { path, text: value } : undefined;
  if (value === null || typeof value !== "object") return undefined;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    if (UNSTORABLE.test(key)) return { path: [...path, key], text: key };
    const found = findUnstorable(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

function refuse(key: string, text: string): never {
  throw badRequest(
    UNSTORABLE_TEXT_ERROR_CODE,
    [`${visible(key)}: NUL characters and unpaired UTF-16 surrogates are not accepted`],
    [{ key: visible(key), value: visible(text) }],
  );
}

const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Checks the path, the query and a JSON body. A malformed body is left to the route's validator. */
export const refuseUnstorableText = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const path = decoded(url.pathname);
  if (UNSTORABLE.test(path)) refuse("path", path);
  for (const [key, value] of url.searchParams) {
    if (UNSTORABLE.test(key) || UNSTORABLE.test(value)) refuse(key, value);
  }
  const media = c.req.header("content-type")?.split(";")[0]?.trim() ?? "";
  if (c.req.method !== "GET" && JSON_MEDIA.test(media)) {
    // Hono caches the parsed body, so the route's validator reads it without parsing again.
    const body: unknown = await c.req.json().catch(() => undefined);
    const found = findUnstorable(body);
    if (found) refuse(found.path.length > 0 ? found.path.join(".") : "body", found.text);
  }
  await next();
});
