import { defineConfig } from "drizzle-kit";

/**
 * The sandbox's store. `npm run db:generate` writes the SQL that brings a store from the last
 * checked-in snapshot to these schema files; lib/shared/migrator.ts applies it. The dashboard's
 * store has its own config: drizzle.config.ts at the project root.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./sandbox/db/schema.ts",
    "./sandbox/db/backoffice-schema.ts",
    "./sandbox/db/webhooks-schema.ts",
    "./sandbox/db/auth-schema.ts",
  ],
  out: "./sandbox/migrations",
});
