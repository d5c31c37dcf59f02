import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Numbered SQL migrations (lib/db/migrations/NNNN_name.sql), applied in order,
 * each in its own transaction. A Postgres advisory lock makes the runner safe
 * when several dashboard instances start at once: the second waits, then finds
 * nothing left to do. PGlite runs the same SQL (it is Postgres).
 */

/** The two calls the runner needs; both PGlite and a pg PoolClient provide them. */
export interface MigrationConnection {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<unknown>;
}

export interface Migration {
  id: string;
  sql: string;
}

/** Any 64-bit number unique to this application; hashed from its name once. */
const LOCK_KEY = 728_401_733_215;
const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;

export const MIGRATIONS_DIR = path.join(process.cwd(), "lib", "db", "migrations");

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  // Read from the checkout at run time (next start runs in the project folder); not bundled or traced.
  const names = (await readdir(/* turbopackIgnore: true */ dir)).filter((n) => FILE_PATTERN.test(n)).sort();
  return Promise.all(
    names.map(async (name) => ({
      id: name.replace(/\.sql$/, ""),
      sql: await readFile(/* turbopackIgnore: true */ path.join(dir, name), "utf8"),
    })),
  );
}

const CREATE_LEDGER = `CREATE TABLE IF NOT EXISTS dashboard_migrations (
  id text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

async function appliedIds(conn: MigrationConnection): Promise<Set<string>> {
  const { rows } = await conn.query<{ id: string }>("SELECT id FROM dashboard_migrations");
  return new Set(rows.map((r) => r.id));
}

/** Applies what is missing; returns the ids applied by this call. */
export async function runMigrations(conn: MigrationConnection, migrations: Migration[]): Promise<string[]> {
  await conn.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
  try {
    await conn.exec(CREATE_LEDGER);
    const done = await appliedIds(conn);
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await conn.exec("BEGIN");
      try {
        await conn.exec(m.sql);
        await conn.query("INSERT INTO dashboard_migrations (id) VALUES ($1)", [m.id]);
        await conn.exec("COMMIT");
      } catch (error) {
        await conn.exec("ROLLBACK");
        throw new Error(`Migration ${m.id} failed: ${(error as Error).message}`);
      }
      applied.push(m.id);
    }
    return applied;
  } finally {
    await conn.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
  }
}

/** For readiness checks: migrations the code knows that the store lacks. */
export async function pendingMigrations(conn: MigrationConnection, migrations: Migration[]): Promise<string[]> {
  const { rows } = await conn.query<{ present: string | null }>(
    "SELECT to_regclass('dashboard_migrations')::text AS present",
  );
  if (!rows[0]?.present) return migrations.map((m) => m.id);
  const done = await appliedIds(conn);
  return migrations.filter((m) => !done.has(m.id)).map((m) => m.id);
}
