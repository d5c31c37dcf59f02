import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { pgliteRawTransaction, poolRawTransaction } from "@/lib/shared/sql-session";

/** Drizzle database handle; identical API on PGlite and Postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Raw SQL on one connection inside one transaction (used by migrations and bulk seeding). */
export interface RawExecutor {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script that may hold several statements and no parameters. */
  exec(text: string): Promise<void>;
}

export interface Store {
  kind: "pglite" | "postgres";
  db: Db;
  rawTransaction<T>(fn: (tx: RawExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Postgres connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string | undefined;
  /** In-memory PGlite started from a dumpDataDir() tarball instead of a fresh initdb (much faster). */
  pgliteDump?: Blob | undefined;
  /** Postgres schema to work in (tests isolate each file in its own). */
  pgSchema?: string | undefined;
  poolSize?: number;
}

export async function openStore(options: StoreOptions = {}): Promise<Store> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite({ dataDir, pgliteDump }: StoreOptions): Promise<Store> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = pgliteDump ? new PGlite({ loadDataDir: pgliteDump }) : dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return pgliteStore(client);
}

/** Wraps an open PGlite client (also used to dump templates). */
export function pgliteStore(client: PGlite): Store & { client: PGlite } {
  return {
    client,
    kind: "pglite",
    db: drizzlePglite({ client }),
    rawTransaction: pgliteRawTransaction(client),
    close: () => client.close(),
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

async function openPostgres(url: string, options: StoreOptions): Promise<Store> {
  const schema = options.pgSchema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return {
    kind: "postgres",
    db: drizzlePg({ client: pool }),
    rawTransaction: poolRawTransaction(pool),
    close: () => pool.end(),
  };
}
