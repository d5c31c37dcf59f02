import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ERROR_CODES, errorResponse, notFound } from "./errors";
import type { AppEnv } from "./router";

/** One registered operation: method, OpenAPI path and whether it is a sandbox extension. */
interface Operation {
  method: string;
  pattern: RegExp;
  extension: boolean;
}

const EXTENSION_MARK = "x-sandbox-extension";

/** `/api/v2/webhooks/{id}` → a regex for one concrete path; each `{param}` is one segment. */
function pathPattern(openApiPath: string): RegExp {
  const escaped = openApiPath
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${escaped}/?$`);
}

/** Every route registered with .openapi(), in registration order (the order Hono dispatches in). */
export function registeredOperations(app: OpenAPIHono<AppEnv>): Operation[] {
  const operations: Operation[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const route = definition.route as unknown as Record<string, unknown> & { method: string; path: string };
    operations.push({
      method: route.method.toUpperCase(),
      pattern: pathPattern(route.path),
      extension: route[EXTENSION_MARK] === true,
    });
  }
  return operations;
}

/** Paths the sandbox serves whatever the setting: its own liveness check. */
const ALWAYS_SERVED = new Set(["/api/v2/health"]);

/**
 * With extensions off, a request that would reach an extension answers 404 with the
 * specification's error body, exactly as an unknown path does. The operation that decides is
 * the first registered one matching method and path, as Hono dispatches, so a specification
 * route sharing a path shape with an extension (PUT vs GET /roles/{id}) is still served.
 * `operations` is read per request: it is filled after every router is mounted.
 */
export function refuseExtensions(operations: () => readonly Operation[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (ALWAYS_SERVED.has(path)) return next();
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    const match = operations().find((op) => op.method === method && op.pattern.test(path));
    if (match?.extension) {
      return errorResponse(c, notFound(ERROR_CODES.routeNotFound, `No route for ${c.req.method} ${path}`));
    }
    return next();
  };
}

/** The document without operations marked as extensions (and without paths left empty). */
export function withoutExtensions<D extends { paths?: object }>(doc: D): D {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(item as Record<string, unknown>).filter(
        ([, op]) => !(typeof op === "object" && op !== null && EXTENSION_MARK in op),
      ),
    );
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  return { ...doc, paths };
}
