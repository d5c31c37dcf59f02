/**
 * The layer rules, checked by `npm run check:deps` (a step of scripts/test.sh):
 * - lib/ never imports components/ or app/ (lib is what the UI and the routes are built on);
 * - no module outside app/ imports app/ (routes are leaves);
 * - no cycle between the folders of lib/ (scope "folder": lib/auth → lib/api → lib/auth fails);
 * - the sandbox imports only lib/shared and lib/contract from outside itself, and lib/shared
 *   imports only lib/contract, so the two programs share code without sharing dependencies.
 * Tests follow the same rules: a test that drives a route sits under app/, beside what it drives.
 *
 * KNOWN_FOLDER_CYCLE_EDGES lists what broke a rule when the rules came in: each entry goes when
 * its import is fixed, and nothing is added to it.
 */

/**
 * Edges between lib/ folders that closed a folder cycle when the rules came in, by importing
 * folder: an edge not listed here that closes a cycle fails. (A cycle has no single file to
 * name, and dependency-cruiser's baseline does not cover folder rules, hence a list here.)
 */
const KNOWN_FOLDER_CYCLE_EDGES = {
  "lib/api": ["lib/auth"],
  "lib/approvals": ["lib/api"],
  "lib/audit": ["lib/db", "lib/export"],
  "lib/auth": ["lib/api", "lib/db"],
  "lib/db": ["lib/audit", "lib/i18n", "lib/webhooks"],
  "lib/export": ["lib/pipeline"],
  "lib/i18n": ["lib/auth", "lib/db", "lib/pipeline"],
  "lib/pipeline": ["lib/api", "lib/approvals", "lib/auth", "lib/db"],
  "lib/webhooks": ["lib/api", "lib/auth", "lib/db", "lib/pipeline"],
};

const escape = (folder) => folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * No cycle between top-level lib/ folders, checked on dependency-cruiser's folder graph (a parent
 * folder counts its sub-folders' imports). Only cycles through top-level lib/ folders count
 * (VIA_LIB_FOLDERS): lib/ itself holds every folder, so a module importing lib/env.ts would
 * otherwise close a "cycle" with whatever any lib/ folder imports. One rule per folder with known
 * edges, so only those edges are let through, and one rule for every other folder.
 */
const VIA_LIB_FOLDERS = { path: "^lib/[^/]+$" };
function folderCycleRules() {
  const comment = "Two lib/ folders that import each other are one concern in two homes: pick a direction.";
  const withKnown = Object.keys(KNOWN_FOLDER_CYCLE_EDGES);
  return [
    {
      name: "no-lib-folder-cycle",
      comment,
      severity: "error",
      scope: "folder",
      from: { path: "^lib/[^/]+$", pathNot: withKnown.map((f) => `^${escape(f)}$`) },
      to: { path: "^lib/[^/]+$", circular: true, viaOnly: VIA_LIB_FOLDERS },
    },
    ...withKnown.map((from) => ({
      name: "no-lib-folder-cycle",
      comment,
      severity: "error",
      scope: "folder",
      from: { path: `^${escape(from)}$` },
      to: {
        path: "^lib/[^/]+$",
        pathNot: KNOWN_FOLDER_CYCLE_EDGES[from].map((t) => `^${escape(t)}$`),
        circular: true,
        viaOnly: VIA_LIB_FOLDERS,
      },
    })),
  ];
}

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
    ...folderCycleRules(),
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
