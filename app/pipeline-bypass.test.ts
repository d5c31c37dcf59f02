import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as ApproveRoute from "@/app/api/approvals/[id]/approve/route";
import type * as NextAuthRoute from "@/app/api/auth/[...nextauth]/route";
import type * as HealthRoute from "@/app/api/health/route";
import type * as PayoutsRoute from "@/app/api/payouts/route";
import type * as ReceiverRoute from "@/app/api/webhooks/receive/[key]/route";
import { pipelineVariantOf } from "@/lib/pipeline/actions";
import { type RouteKind, routeKindOf } from "@/lib/pipeline/route";

/**
 * No operation bypasses the pipeline (ARCHITECTURE.md decision 11). Enumerates every route
 * handler (app/**\/route.ts), every direct route the server answers before Next, and every
 * server action (every "use server" module's exports, and the build's manifest when there is a
 * build), and fails on any that was not made by the pipeline or one of its named variants.
 */

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {} }));

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE_DIRS = ["app", "lib", "components"];
const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** What else Next lets a route module export (route segment config). */
const ROUTE_CONFIG = new Set([
  "dynamic",
  "dynamicParams",
  "revalidate",
  "fetchCache",
  "runtime",
  "preferredRegion",
  "maxDuration",
]);

/** The named variants, each where it belongs and nowhere else. */
const NAMED_VARIANTS: Record<string, Exclude<RouteKind, "operator" | "stream">> = {
  "app/api/auth/[...nextauth]/route.ts": "sign-in",
  "app/api/health/route.ts": "public",
  "app/api/metrics/route.ts": "metrics",
  "app/api/ready/route.ts": "public",
  "app/api/webhooks/receive/[key]/route.ts": "webhook-receiver",
};

async function sourceFiles(dir: string): Promise<string[]> {
  const base = path.join(ROOT, dir);
  if (!existsSync(base)) return [];
  const entries = await readdir(base, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

const routeFiles = async () => (await sourceFiles("app")).filter((f) => /(^|\/)route\.tsx?$/.test(f)).sort();

/** A module-level "use server" directive: the first statement, after comments. */
const USE_SERVER_MODULE = /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*["']use server["'];?/;
/** A "use server" anywhere else: an inline server function, which no pipeline wraps. */
const USE_SERVER_ANYWHERE = /^\s*["']use server["'];?\s*$/m;

async function serverActionModules(): Promise<{ modules: string[]; inline: string[] }> {
  const modules: string[] = [];
  const inline: string[] = [];
  for (const dir of SOURCE_DIRS)
    for (const file of await sourceFiles(dir)) {
      const text = await readFile(path.join(ROOT, file), "utf8");
      if (USE_SERVER_MODULE.test(text)) modules.push(file);
      else if (USE_SERVER_ANYWHERE.test(text)) inline.push(file);
    }
  return { modules: modules.sort(), inline };
}

const load = (file: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ path.join(ROOT, file));

/** Next's own check of a route handler's type (.next/types/validator.ts, RouteHandlerConfig). */
type NextRouteHandler<P> = (
  request: NextRequest,
  context: { params: Promise<P> },
) => Promise<Response | undefined> | Response | undefined;
type Expect<T extends true> = T;
// biome-ignore lint/complexity/noBannedTypes: Next's params of a route without dynamic segments.
type NoParams = {};
type RouteTypesFitNext = [
  Expect<typeof PayoutsRoute.GET extends NextRouteHandler<NoParams> ? true : false>,
  Expect<typeof HealthRoute.GET extends NextRouteHandler<NoParams> ? true : false>,
  Expect<typeof ApproveRoute.POST extends NextRouteHandler<{ id: string }> ? true : false>,
  Expect<typeof NextAuthRoute.GET extends NextRouteHandler<{ nextauth: string[] }> ? true : false>,
  Expect<typeof ReceiverRoute.POST extends NextRouteHandler<{ key: string }> ? true : false>,
];

describe("route handlers", () => {
  it("made handlers keep the type Next checks a route module against (RouteHandlerConfig)", () => {
    // A compile-time check: tsc refuses this line when a handler stops fitting Next's type.
    const fits: RouteTypesFitNext = [true, true, true, true, true];
    expect(fits).toHaveLength(5);
  });

  it("every exported method of every app/**/route.ts is made by the pipeline or a named variant", async () => {
    const files = await routeFiles();
    expect(files.length).toBeGreaterThanOrEqual(17);
    const bypasses: string[] = [];
    for (const file of files) {
      const module = await load(file);
      for (const [name, value] of Object.entries(module)) {
        if (ROUTE_CONFIG.has(name)) continue;
        if (!HTTP_METHODS.has(name)) {
          bypasses.push(`${file}: exports ${name}, which is neither a method nor route config`);
          continue;
        }
        const kind = routeKindOf(value);
        const named = NAMED_VARIANTS[file];
        if (!kind) bypasses.push(`${file}: ${name} is not made by lib/pipeline/route.ts`);
        else if (named ? kind !== named : kind !== "operator" && kind !== "stream")
          bypasses.push(`${file}: ${name} is a "${kind}" route; expected ${named ?? "operator or stream"}`);
      }
    }
    expect(bypasses).toEqual([]);
  }, 120_000);

  it("the named variants are where they are declared, and nowhere else", async () => {
    const files = await routeFiles();
    for (const file of Object.keys(NAMED_VARIANTS)) expect(files).toContain(file);
    const sources = await Promise.all(files.map(async (f) => [f, await readFile(path.join(ROOT, f), "utf8")] as const));
    const elsewhere = sources
      .filter(([file, text]) => !NAMED_VARIANTS[file] && /\b(publicRoute|signInRoute|metricsRoute)\(/.test(text))
      .map(([file]) => file);
    expect(elsewhere).toEqual([]);
  });

  it("no request is answered before Next: the server script hands every request to Next's router", async () => {
    // A route answered outside the App Router (a "direct route") would pass none of the above.
    const server = await readFile(path.join(ROOT, "scripts/dashboard-server.mjs"), "utf8");
    expect(server).toMatch(/handle\(request, response\)/);
    expect(server).not.toMatch(/response\.(end|write)\([^)]/);
  });
});

describe("server actions", () => {
  it('no inline "use server" function: every server action lives in a "use server" module', async () => {
    const { inline } = await serverActionModules();
    expect(inline).toEqual([]);
  });

  it('every export of every "use server" module is made by the pipeline (lib/pipeline/actions.ts)', async () => {
    const { modules } = await serverActionModules();
    expect(modules.length).toBeGreaterThan(10);
    const bypasses: string[] = [];
    for (const file of modules) {
      const module = await load(file);
      const names = Object.keys(module);
      if (names.length === 0) bypasses.push(`${file}: exports nothing the test can see`);
      for (const name of names)
        if (!pipelineVariantOf(module[name])) bypasses.push(`${file}: ${name} is not made by the pipeline`);
    }
    expect(bypasses).toEqual([]);
  }, 300_000);

  // The build's own list: whatever Next will answer as a server action must be one of the above.
  const manifestPath = path.join(
    ROOT,
    process.env.NEXT_DIST_DIR ?? ".next",
    "server",
    "server-reference-manifest.json",
  );
  // npm test runs this file again after the production build with the manifest required, so the
  // build's own list is checked in every full run (scripts/test.sh), not only when a build lies about.
  const manifestRequired = process.env.PIPELINE_BYPASS_REQUIRE_MANIFEST === "1";
  it.runIf(manifestRequired || existsSync(manifestPath))(
    "every server action in the build's manifest is a pipeline export",
    async () => {
      const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as {
        node?: Record<string, { exportedName?: string; filename?: string }>;
      };
      const { modules } = await serverActionModules();
      const bypasses: string[] = [];
      for (const [id, entry] of Object.entries(manifest.node ?? {})) {
        const file = entry.filename?.replace(/^\.\//, "");
        if (!file || !entry.exportedName) {
          bypasses.push(`${id}: no module or export named`);
          continue;
        }
        if (!modules.includes(file)) {
          bypasses.push(`${file}#${entry.exportedName}: not a "use server" module the source scan knows`);
          continue;
        }
        if (!pipelineVariantOf((await load(file))[entry.exportedName]))
          bypasses.push(`${file}#${entry.exportedName}: not made by the pipeline`);
      }
      expect(bypasses).toEqual([]);
    },
    300_000,
  );
});
