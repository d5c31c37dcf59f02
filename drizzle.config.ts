import { defineConfig } from "drizzle-kit";

/**
 * The dashboard's store (lib/db). `npm run db:generate` writes the SQL that brings a store from
 * the last checked-in snapshot to these schema files; lib/shared/migrator.ts applies it. The
 * sandbox's store has its own config: sandbox/drizzle.config.ts.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./lib/db/schema.ts",
    "./lib/db/webhooks-schema.ts",
    "./lib/db/approvals-schema.ts",
    "./lib/db/operator-auth-schema.ts",
    "./lib/db/payouts-readmodel-schema.ts",
    "./lib/db/account-reviews-schema.ts",
    "./lib/db/payout-work-schema.ts",
    "./lib/db/account-events-schema.ts",
  ],
  out: "./lib/db/migrations",
});
