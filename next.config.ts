import { createRequire } from "node:module";
import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { parseEnv } from "./lib/env";
import { BASELINE_SECURITY_HEADERS } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/**
 * lib/i18n/request.ts hands next-intl precompiled messages (icu-minify), so formatting needs only
 * use-intl's format-only variant, not intl-messageformat and its ICU parser. The alias is what
 * next-intl's own `experimental.messages.precompile` sets; Turbopack wants it relative, with "./".
 */
const formatOnly = `./${path.relative(process.cwd(), createRequire(import.meta.url).resolve("use-intl/format-message/format-only"))}`;

/** Headers for responses the proxy does not see (static chunks); the CSP with its nonce is set in proxy.ts. */
const staticSecurityHeaders = Object.entries(BASELINE_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

export default function nextConfig(phase: string): NextConfig {
  // `next start` refuses to run with a missing or weak secret in production.
  if (phase === PHASE_PRODUCTION_SERVER) parseEnv(process.env);
  return withNextIntl({
    // Separate build folders let several builds coexist in one tree (helpers, CI, e2e).
    distDir: process.env.NEXT_DIST_DIR ?? ".next",
    poweredByHeader: false,
    // `npx tsc --noEmit` is the type gate (npm test runs it first, then builds with
    // NEXT_SKIP_TYPECHECK=1 rather than check the same tree twice). The variable also lets a build
    // go ahead while unrelated files in a shared work tree are mid-edit.
    typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
    // NEXT_BROWSER_SOURCE_MAPS=1: a build whose browser chunks map back to our files, for
    // bench/filter-profile. Off otherwise: a production server would serve the maps to anyone.
    productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === "1",
    reactStrictMode: true,
    // Loaded from node_modules at run time: PGlite finds its WASM files next to itself.
    serverExternalPackages: ["@electric-sql/pglite", "pg"],
    turbopack: { resolveAlias: { "use-intl/format-message": formatOnly } },
    // Barrel imports (`import { Dialog } from "radix-ui"`) load only the primitives used.
    experimental: { optimizePackageImports: ["radix-ui"] },
    async headers() {
      return [{ source: "/:path*", headers: staticSecurityHeaders }];
    },
  });
}
