import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";

/**
 * Announces `payload` on a PostgreSQL channel to every instance listening (lib/db/listener.ts).
 * PGlite has one process and nobody else to tell; it accepts the call all the same.
 */
export async function pgNotify(channel: string, payload: string): Promise<void> {
  await (await getDb()).execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}
