import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The rows of a raw SQL statement. Both drivers (PGlite and node-postgres) answer
 * execute() with `rows`, which the generic Db type cannot say; any other shape is a
 * driver change worth failing loudly on rather than reading as "no rows".
 */
export async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (result && typeof result === "object" && "rows" in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error("Unexpected result shape from db.execute()");
}
