import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";
import { migrate, type SqlSession } from "@/lib/shared/migrator";
import { pgliteRawTransaction, poolRawTransaction } from "@/lib/shared/sql-session";
import { measureQueries } from "./measured-client";
import { loadMigrations } from "./migrate";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DashboardStore {
  db: Db;
  kind: "pglite" | "postgres";
  /** A connection for raw SQL outside Drizzle (readiness). */
  withConnection<T>(fn: (conn: RawConnection) => Promise<T>): Promise<T>;
  /** Raw SQL in one transaction on one connection (on PGlite an exclusive one): the migrator's access. */
  rawTransaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Postgres only: the pool's connections (the metrics' pool usage). */
  poolUsage?: () => { total: number; idle: number; waiting: number; max: number };
}

/** Raw SQL on one connection, outside any transaction the caller did not open. */
export interface RawConnection {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Runs a script of several statements. */
  exec(sql: string): Promise<unknown>;
}

export interface StoreOptions {
  /** Postgres connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or "memory://" for a throw-away store (tests). */
  dataDir: string;
  /** Apply migrations before returning (default true). */
  migrate?: boolean;
  /** In-memory PGlite only: a dumpDataDir() tarball to start from instead of initdb (tests). */
  pgliteDump?: Blob;
}

async function openPglite(dataDir: string, dump?: Blob): Promise<DashboardStore> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) await mkdir(path.resolve(dataDir), { recursive: true });
  const client = inMemory ? new PGlite(dump ? { loadDataDir: dump } : {}) : new PGlite(path.resolve(dataDir));
  await client.waitReady;
  measureQueries(client);
  const conn: RawConnection = {
    query: (sql, params) => client.query(sql, params),
    exec: (sql) => client.exec(sql),
  };
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: "pglite",
    withConnection: (fn) => fn(conn),
    rawTransaction: pgliteRawTransaction(client),
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string): DashboardStore {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its server must not crash the process.
  pool.on("error", () => {});
  measureQueries(pool);
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
    rawTransaction: poolRawTransaction(pool),
    close: () => pool.end(),
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
  };
}

/** Opens a store and (by default) brings its schema up to date. */
export async function openStore(options: StoreOptions): Promise<DashboardStore> {
  const store = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.pgliteDump);
  if (options.migrate !== false) await migrate(store, loadMigrations());
  return store;
}
