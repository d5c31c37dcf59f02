import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Test files that never open a store (schemas, formatting, pure UI helpers):
 * the Postgres pass (scripts/with-postgres.sh sets TEST_DATABASE=postgres)
 * leaves them out, since running them twice proves nothing about Postgres and
 * costs CI a module graph per file.
 */
const STORE_FREE = [
  "lib/contract/**",
  "lib/i18n/**",
  "lib/payouts/**",
  "lib/security/**",
  "lib/styles/**",
  "lib/log/**",
  "lib/server/**",
  "components/**",
  "app/**/_components/**",
  "tests/*.test.ts",
];

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: [
      "lib/**/*.test.ts",
      "sandbox/**/*.test.ts",
      "app/**/*.test.ts",
      "components/**/*.test.ts",
      "tests/*.test.ts",
    ],
    exclude: ["**/node_modules/**", ...(process.env.TEST_DATABASE === "postgres" ? STORE_FREE : [])],
    environment: "node",
    // Vitest's default is one fork per core minus one: a single fork on a 2-core machine, idle
    // whenever a process test waits on a sandbox or a slow receiver. Three forks keep both cores busy.
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ["server-only"] } },
  },
});
