import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { swaggerUI } from "@hono/swagger-ui";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../lib/router";

/**
 * The sandbox's API reference: Swagger UI over the sandbox's own OpenAPI document. The UI's
 * assets are served from the installed swagger-ui-dist package instead of a CDN, because
 * nothing here may be fetched from the internet at run time.
 */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const assetFolder = () => path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const loaded = new Map<string, Promise<Buffer>>();

export function registerReference(
  app: OpenAPIHono<AppEnv>,
  options: { docsPath: string; specPath: string; title: string },
) {
  const assetsBase = `${options.docsPath}/assets`;
  app.get(
    options.docsPath,
    swaggerUI({ url: options.specPath, baseUrl: assetsBase, title: options.title, showExtensions: true }),
  );
  // @hono/swagger-ui asks for <baseUrl>/swagger-ui-dist/<file>.
  app.get(`${assetsBase}/swagger-ui-dist/:file`, async (c) => {
    const file = c.req.param("file");
    const type = ASSET_TYPES[file];
    if (!type) return c.notFound();
    let body = loaded.get(file);
    if (!body) {
      body = readFile(path.join(assetFolder(), file));
      loaded.set(file, body);
    }
    return c.body(new Uint8Array(await body), 200, {
      "content-type": type,
      "cache-control": "public, max-age=86400",
    });
  });
}
