import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import type { SqlSession } from "./migrator";

/**
 * Raw SQL in one transaction on one connection, the access the migrator (and the sandbox's bulk
 * seeding) needs, for either kind of store both programs open: PGlite (its own exclusive
 * transaction) or a Postgres pool (one client, BEGIN … COMMIT, ROLLBACK on any failure).
 */
export type RawTransaction = <T>(fn: (tx: SqlSession) => Promise<T>) => Promise<T>;

export function pgliteRawTransaction(client: PGlite): RawTransaction {
  return (fn) =>
    client.transaction((tx) =>
      fn({
        query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
        exec: async (sql) => {
          await tx.exec(sql);
        },
      }),
    );
}

export function poolRawTransaction(pool: Pool): RawTransaction {
  return async (fn) => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await fn({
        query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
        exec: async (sql) => {
          await client.query(sql);
        },
      });
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}
