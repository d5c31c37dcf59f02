import path from "node:path";
import { build } from "esbuild";
import type { BrowserContext } from "playwright-core";

/** Where the floor is served, on the dashboard's own origin (so the session cookie goes along). */
export const FLOOR_PATH = "/__bench/floor";

/**
 * bench/floor/page.tsx as one production bundle: minified, React's production build
 * (`process.env.NODE_ENV`), the way a client-only app ships. esbuild is tsx's own bundler,
 * already installed; it reads tsconfig.json for the JSX runtime.
 */
export async function bundleFloor(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "page.tsx")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no bundle for the floor");
  return output.text;
}

/**
 * Serves the floor at `${base}${FLOOR_PATH}` in this context: the HTML and its script are routed
 * responses fulfilled here, so they never reach the dashboard (no app route, none of its
 * headers); the page's own requests to /api/payouts go to the dashboard as usual.
 */
export async function routeFloor(context: BrowserContext, base: string, script: string): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payouts (floor)</title></head><body><div id="root"></div><script src="${FLOOR_PATH}.js"></script></body></html>`;
  await context.route(`${base}${FLOOR_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );
  await context.route(`${base}${FLOOR_PATH}.js`, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: script }),
  );
}
