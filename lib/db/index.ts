import "server-only";
import { getEnv } from "@/lib/env";
import { type DashboardStore, type Db, openStore } from "./client";

export type { DashboardStore, Db } from "./client";
export { auditLog, operatorSessions } from "./schema";

/**
 * One store per process. Kept on globalThis because Next dev re-evaluates
 * modules on every edit, and a second PGlite on the same folder would corrupt it.
 */
const globalKey = Symbol.for("ramp-backoffice.dashboard-store");
type GlobalWithStore = typeof globalThis & { [globalKey]?: Promise<DashboardStore> };

export function getStore(): Promise<DashboardStore> {
  const g = globalThis as GlobalWithStore;
  if (!g[globalKey]) {
    const env = getEnv();
    const opening = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DASHBOARD_DATA_DIR });
    // A failed open (database down at boot) must not be cached forever.
    opening.catch(() => {
      if (g[globalKey] === opening) delete g[globalKey];
    });
    g[globalKey] = opening;
  }
  return g[globalKey];
}

export async function getDb(): Promise<Db> {
  return (await getStore()).db;
}

/** Replaces the process store (tests, bench). Pass undefined to forget it. */
export function setStoreForTests(store: Promise<DashboardStore> | undefined): void {
  const g = globalThis as GlobalWithStore;
  if (store) g[globalKey] = store;
  else delete g[globalKey];
}
