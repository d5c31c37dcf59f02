import "server-only";
import { getEnv } from "@/lib/env";
import { peekProcessSingleton, processSingleton, replaceProcessSingleton } from "@/lib/server/process-singleton";
import { type DashboardStore, type Db, openStore } from "./client";

export type { DashboardStore, Db } from "./client";

/**
 * One store per process: a second PGlite on the same folder would corrupt it, and a second
 * Postgres pool would double the connections.
 */
export function getStore(): Promise<DashboardStore> {
  return processSingleton("dashboard-store", () => {
    const env = getEnv();
    const opening = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DASHBOARD_DATA_DIR });
    // A failed open (database down at boot) must not be cached forever.
    opening.catch(() => {
      if (peekProcessSingleton("dashboard-store") === opening) replaceProcessSingleton("dashboard-store", undefined);
    });
    return opening;
  });
}

export async function getDb(): Promise<Db> {
  return (await getStore()).db;
}

/** Replaces the process store (tests, bench). Pass undefined to forget it. */
export function setStoreForTests(store: Promise<DashboardStore> | undefined): void {
  replaceProcessSingleton("dashboard-store", store);
}
