import { OpenAPIHono } from "@hono/zod-openapi";
import type { AuthContext } from "../auth/context";
import type { SandboxConfig } from "../config";
import type { Db } from "../db/store";
import { errorResponse } from "./errors";
import { rawInput, validationError } from "./validation";

/** Hono environment shared by every sandbox router. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Store and settings of this app instance (set for every request). */
    deps: AppDeps;
    /** Set by the bearer middleware (requireAuth / requirePermission). */
    auth?: AuthContext;
  };
}

/** What a router factory receives: the store and the settings of this app instance. */
export interface AppDeps {
  db: Db;
  config: SandboxConfig;
}

export type SandboxRouter = OpenAPIHono<AppEnv>;
export type RouterFactory = (deps: AppDeps) => SandboxRouter;

/**
 * A router whose request validation failures become the spec's 400 body with
 * errorCode `<domain>.1001` and `arguments` naming each offending field.
 * Always create routers with this: zod-openapi binds the hook when a route is
 * registered, so the parent app's hook does not reach sub-routers.
 */
export function createRouter(domain: string): SandboxRouter {
  return new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) return;
      const input = await rawInput(c, result.target);
      const target = result.target === "json" ? "body" : result.target;
      return errorResponse(c, validationError(domain, result.error, input, target));
    },
  });
}
