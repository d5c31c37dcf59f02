/**
 * The layer rules, checked by `npm run check:deps` (a step of scripts/test.sh):
 * - lib/ never imports components/ or app/ (lib is what the UI and the routes are built on);
 * - no module outside app/ imports app/ (routes are leaves);
 * - no cycle between the folders of lib/ (scope "folder": lib/auth → lib/api → lib/auth fails),
 *   nor between its modules;
 * - the sandbox imports only lib/shared and lib/contract from outside itself, and lib/shared
 *   imports only lib/contract, so the two programs share code without sharing dependencies;
 * - lib/browser (code the pages load) does not import lib/export (the server's export writers).
 * Tests follow the same rules: a test that drives a route sits under app/, beside what it drives.
 *
 * No exceptions. From the bottom, lib/ reads: contract, shared, cache, server, env; log,
 * security; db, transport; auth; api; approvals; pipeline, permissions; i18n, export, webhooks;
 * audit, operations, payouts (docs/architecture.md, Layer rules).
 */

module.exports = {
  forbidden: [
    {
      name: "lib-not-to-ui",
      comment: "lib/ is below components/ and app/: move the shared piece into lib/ instead.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(components|app)/" },
    },
    {
      name: "app-is-a-leaf",
      comment: "Nothing outside app/ imports app/: shared code lives in lib/ or components/.",
      severity: "error",
      from: { pathNot: "^app/" },
      to: { path: "^app/" },
    },
    {
      // Checked on dependency-cruiser's folder graph, where a parent folder counts its
      // sub-folders' imports: lib/auth/mfa → lib/pipeline is lib/auth → lib/pipeline.
      name: "no-lib-folder-cycle",
      comment: "Two lib/ folders that import each other are one concern in two homes: pick a direction.",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/[^/]+$" },
      to: { path: "^lib/[^/]+$", circular: true },
    },
    {
      name: "no-lib-module-cycle",
      comment:
        "lib/ modules that import each other (as the session store, cache and events did) form one piece: split out what both need.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^lib/", circular: true },
    },
    {
      name: "browser-not-to-export",
      comment:
        "lib/browser is loaded by pages; lib/export's CSV writer brings csv-stringify and Node's Buffer polyfill with it. What both need (the bom parameter) lives in lib/browser.",
      severity: "error",
      from: { path: "^lib/browser/" },
      to: { path: "^lib/export/" },
    },
    {
      name: "sandbox-only-shared",
      comment: "The sandbox stands alone: from the repository it takes only lib/shared and lib/contract.",
      severity: "error",
      from: { path: "^sandbox/" },
      to: {
        pathNot: ["^sandbox/", "^lib/shared/", "^lib/contract/", "^node_modules/"],
        dependencyTypes: ["local", "aliased-tsconfig", "aliased"],
      },
    },
    {
      name: "shared-stands-alone",
      comment: "lib/shared is imported by both programs, so it imports neither.",
      severity: "error",
      from: { path: "^lib/shared/" },
      to: {
        pathNot: ["^lib/shared/", "^lib/contract/", "^node_modules/"],
        dependencyTypes: ["local", "aliased-tsconfig", "aliased"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next[^/]*|\\.data|test-results|playwright-report)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    // Folder metrics are what the folder-scoped cycle rule is checked on.
    metrics: true,
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types"],
    },
  },
};
