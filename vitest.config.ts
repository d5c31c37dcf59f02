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
  "lib/log/**",
  "components/**",
  "app/**/_components/**",
];

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["lib/**/*.test.ts", "sandbox/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...(process.env.TEST_DATABASE === "postgres" ? STORE_FREE : [])],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: { deps: { inline: ["server-only"] } },
  },
});
