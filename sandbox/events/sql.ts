import type { SQL } from "drizzle-orm";
import type { Db } from "../db/store";

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres)
 * answer execute() with an object holding `rows`; the generic Db type cannot
 * say so, hence the one narrowing here instead of casts at every call site.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (result && typeof result === "object" && "rows" in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error("Unexpected result shape from db.execute()");
}
