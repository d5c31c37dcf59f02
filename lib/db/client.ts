import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Pool } from "pg";
import { loadMigrations, type MigrationConnection, runMigrations } from "./migrate";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DashboardStore {
  db: Db;
  kind: "pglite" | "postgres";
  /** A connection for raw SQL outside Drizzle (readiness, migrations). Release it. */
  withConnection<T>(fn: (conn: MigrationConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Postgres connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or "memory://" for a throw-away store (tests). */
  dataDir: string;
  /** Apply migrations before returning (default true). */
  migrate?: boolean;
}

async function openPglite(dataDir: string): Promise<DashboardStore> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) await mkdir(path.resolve(dataDir), { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(path.resolve(dataDir));
  await client.waitReady;
  const conn: MigrationConnection = {
    query: (sql, params) => client.query(sql, params),
    exec: (sql) => client.exec(sql),
  };
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: "pglite",
    withConnection: (fn) => fn(conn),
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string): DashboardStore {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its server must not crash the process.
  pool.on("error", () => {});
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: "postgres",
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          query: async <R>(sql: string, params?: unknown[]) => {
            const result = await client.query(sql, params);
            return { rows: result.rows as R[] };
          },
          exec: (sql) => client.query(sql),
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens a store and (by default) brings its schema up to date. */
export async function openStore(options: StoreOptions): Promise<DashboardStore> {
  const store = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  if (options.migrate !== false) {
    const migrations = await loadMigrations();
    await store.withConnection((conn) => runMigrations(conn, migrations));
  }
  return store;
}
