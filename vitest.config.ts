import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const ROOT = import.meta.dirname;
const TEST_ROOTS = ["lib", "sandbox", "app", "components", "tests"];

/**
 * Test files that never open a store (schemas, formatting, pure UI helpers). The Postgres pass
 * (scripts/with-postgres.sh sets TEST_DATABASE=postgres) leaves them out, since running them twice
 * proves nothing about Postgres and costs CI a module graph per file.
 */
const STORE_FREE_FOLDERS = [
  "lib/contract/",
  "lib/i18n/",
  "lib/payouts/",
  "lib/security/",
  "lib/styles/",
  "lib/log/",
  "lib/server/",
  "components/",
];
/** Store-free files outside those folders: they read the code, not a store. */
const STORE_FREE_FILES = [
  // Every server action and route handler is the pipeline's: it imports them and opens no store
  // (scripts/test.sh runs it once more after the build, on the build's manifest).
  "app/pipeline-bypass.test.ts",
];
const isStoreFree = (file: string) =>
  STORE_FREE_FILES.includes(file) ||
  STORE_FREE_FOLDERS.some((folder) => file.startsWith(folder)) ||
  (file.startsWith("app/") && file.includes("/_components/")) ||
  /^tests\/[^/]+\.test\.ts$/.test(file);

/**
 * What needs a module graph of its own even in a store-free file: replacing a module (vi.mock,
 * server-only aside, which is empty either way), stubbing globals or the environment, fake timers,
 * or writing process.env. Vitest's advice for such files is to keep them isolated.
 */
const NEEDS_ISOLATION =
  /\bvi\.(?:mock\((?!["']server-only["'])|doMock|stubEnv|stubGlobal|useFakeTimers)|process\.env\.\w+\s*=(?!=)/;

/** Every test file, relative to the root, in a stable order. */
const testFiles = TEST_ROOTS.flatMap((root) =>
  readdirSync(path.join(ROOT, root), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !file.includes("node_modules"))
    .map((file) => `${root}/${file}`),
)
  // tests/ holds suites of their own in folders (tests/scale has its own config).
  .filter((file) => !file.startsWith("tests/") || /^tests\/[^/]+$/.test(file))
  .sort();

/** A path as a glob that matches only itself: route groups "(x)" and segments "[x]" are glob syntax. */
const literal = (file: string) => file.replace(/[()[\]{}*?!+@]/g, "\\$&");

const shared = testFiles.filter(
  (f) => isStoreFree(f) && !NEEDS_ISOLATION.test(readFileSync(path.join(ROOT, f), "utf8")),
);
const isolated = testFiles.filter((f) => !shared.includes(f));
const onPostgres = process.env.TEST_DATABASE === "postgres";

/**
 * Two projects. "unit": the store-free files that change no global state share one module graph
 * per worker (isolate: false), which halves their time (100 files: 51-86 s isolated, 23-34 s
 * shared, on this two-core machine); Vitest's own advice for pure unit tests. "isolated":
 * everything else, each file in a fresh module graph, as before: the store, the sandbox, module
 * mocks, the environment. On Postgres only the files that open a store run.
 */
export default defineConfig({
  resolve: { alias: { "@": path.resolve(ROOT) } },
  test: {
    environment: "node",
    // Vitest's default is one fork per core minus one: a single fork on a 2-core machine, idle
    // whenever a process test waits on a sandbox or a slow receiver. Three forks keep both cores busy.
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ["server-only"] } },
    projects: [
      ...(onPostgres
        ? []
        : [{ extends: true as const, test: { name: "unit", include: shared.map(literal), isolate: false } }]),
      {
        extends: true as const,
        test: {
          name: "isolated",
          include: (onPostgres ? isolated.filter((f) => !isStoreFree(f)) : isolated).map(literal),
        },
      },
    ],
  },
});
