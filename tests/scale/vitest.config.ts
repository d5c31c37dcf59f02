import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The process-level scale suite: Postgres (scripts/with-postgres.sh), the
 * sandbox and two dashboard servers (scripts/dashboard-server.mjs) of an existing build. One file at a
 * time: each starts its own cluster on fixed loopback ports.
 */
const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  resolve: { alias: { "@": root } },
  root,
  test: {
    include: ["tests/scale/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    server: { deps: { inline: ["server-only"] } },
  },
});
