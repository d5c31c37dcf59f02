import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { registerReference } from "./docs/reference";
import { limitBodySize, refuseDeepJson } from "./lib/body-guards";
import { ApiError, badRequest, ERROR_CODES, errorResponse, internalErrorBody, notFound } from "./lib/errors";
import { refuseExtensions, registeredOperations, withoutExtensions } from "./lib/extensions";
import { OPENAPI_INFO, registerSecuritySchemes } from "./lib/openapi";
import { outageGate } from "./lib/outages";
import { requestContext, requireJsonBody } from "./lib/request-context";
import type { AppDeps, AppEnv } from "./lib/router";
import { refuseUnstorableText } from "./lib/storable-text";
import { ROUTERS } from "./routes";

export type SandboxApp = OpenAPIHono<AppEnv>;

const OPENAPI_PATH = "/api/v2/openapi.json";

/**
 * Builds the sandbox API without listening, so tests drive it with
 * app.request() and server.ts serves it.
 */
export function createApp(deps: AppDeps): SandboxApp {
  const app = new OpenAPIHono<AppEnv>();
  app.use("*", requestContext(deps));
  if (deps.config.logRequests) {
    app.use("*", async (c, next) => {
      await next();
      deps.config.logger.info({ method: c.req.method, path: c.req.path, status: c.res.status }, "request");
    });
  }
  app.use("*", limitBodySize);
  app.use("/api/*", requireJsonBody);
  app.use("/api/*", refuseDeepJson);
  app.use("/api/*", refuseUnstorableText);
  // A simulated outage (POST /api/v2/faker/outage) answers 503 for its operator before any route runs.
  app.use("/api/*", outageGate);
  let operations: ReturnType<typeof registeredOperations> = [];
  if (!deps.config.extensions)
    app.use(
      "/api/*",
      refuseExtensions(() => operations),
    );
  for (const createRouter of ROUTERS) app.route("/", createRouter(deps));
  operations = registeredOperations(app);

  registerSecuritySchemes(app);
  const docConfig = { openapi: "3.1.0", info: OPENAPI_INFO };
  // With extensions off the document lists only the specification's operations: a client
  // discovering capabilities from it sees what the real API is known to offer.
  const document = () => {
    const full = app.getOpenAPI31Document(docConfig);
    return deps.config.extensions ? full : withoutExtensions(full);
  };
  let doc: ReturnType<typeof document> | undefined;
  app.get(OPENAPI_PATH, (c) => {
    doc ??= document();
    return c.json(doc);
  });
  registerReference(app, {
    docsPath: "/api/v2/docs",
    specPath: OPENAPI_PATH,
    title: `${OPENAPI_INFO.title} ${OPENAPI_INFO.version}`,
  });

  app.notFound((c) =>
    errorResponse(c, notFound(ERROR_CODES.routeNotFound, `No route for ${c.req.method} ${c.req.path}`)),
  );
  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err);
    if (err instanceof HTTPException && err.status === 400) {
      // Thrown by the JSON body validator on unparsable input.
      return errorResponse(
        c,
        badRequest(ERROR_CODES.malformedJson, ["body: malformed JSON"], [{ key: "body", value: "malformed JSON" }]),
      );
    }
    const requestId = c.get("requestId") ?? "unknown";
    deps.config.logger.error(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        err: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
      },
      "unhandled error",
    );
    return c.json(internalErrorBody(requestId), 500);
  });
  return app;
}
