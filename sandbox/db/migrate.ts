import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Store } from "./store";

export const MIGRATIONS_DIR = path.join(import.meta.dirname, "..", "migrations");

/** Any fixed number works; every sandbox process uses the same one so that they queue. */
const MIGRATION_LOCK_KEY = 4_010_2001;

export interface MigrationFile {
  name: string;
  sql: string;
}

/** Numbered files (0001_core.sql, 0100_backoffice.sql, ...), applied in name order. */
export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), "utf8") }));
}

const checksum = (sql: string) => createHash("sha256").update(sql).digest("hex");

/**
 * Applies pending migrations in one transaction under a transaction-scoped
 * advisory lock, so two processes starting together apply each file once.
 * Returns the names applied now.
 */
export async function migrate(store: Store, files = readMigrations()): Promise<string[]> {
  return store.rawTransaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         checksum text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const rows = await tx.query<{ name: string; checksum: string }>("SELECT name, checksum FROM schema_migrations");
    const applied = new Map(rows.map((r) => [r.name, r.checksum]));
    const done: string[] = [];
    for (const file of files) {
      const previous = applied.get(file.name);
      if (previous !== undefined) {
        // An edited, already applied migration would leave stores diverging silently.
        if (previous !== checksum(file.sql))
          throw new Error(
            `Migration ${file.name} changed after it was applied; delete the store (.data/sandbox) or add a new migration`,
          );
        continue;
      }
      await tx.exec(file.sql);
      await tx.query("INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)", [file.name, checksum(file.sql)]);
      done.push(file.name);
    }
    return done;
  });
}
