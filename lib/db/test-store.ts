import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { migrate } from "@/lib/shared/migrator";
import { migratedPgliteDump } from "@/lib/shared/pglite-template";
import { pgliteRawTransaction } from "@/lib/shared/sql-session";
import { type DashboardStore, openStore } from "./client";
import { loadMigrations } from "./migrate";

/**
 * A throw-away dashboard store for tests. With TEST_DATABASE=postgres and
 * DATABASE_URL set (`npm run test:pg`), each call creates its own database on
 * that server, so test files running in parallel never share tables; otherwise
 * an in-memory PGlite.
 */
export function testStoreKind(): "postgres" | "pglite" {
  return process.env.TEST_DATABASE === "postgres" && process.env.DATABASE_URL ? "postgres" : "pglite";
}

export interface TestStore extends DashboardStore {
  /** Connection string of the fresh database (postgres only). */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database and returns its URL (postgres only). */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dash_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** The dashboard store's migrated template (lib/shared/pglite-template.ts). */
function migratedDashboardDump(): Promise<Blob> {
  const set = loadMigrations();
  return migratedPgliteDump("dashboard", set, async (client) => {
    await migrate({ rawTransaction: pgliteRawTransaction(client) }, set);
  });
}

export async function openTestStore(options: { migrate?: boolean } = {}): Promise<TestStore> {
  const adminUrl = process.env.DATABASE_URL;
  if (testStoreKind() === "postgres" && adminUrl) {
    const database = await createTestDatabase(adminUrl);
    const store = await openStore({ databaseUrl: database.url, dataDir: "", migrate: options.migrate });
    return {
      ...store,
      databaseUrl: database.url,
      async dispose() {
        await store.close();
        await database.drop();
      },
    };
  }
  // A migrated store starts from the migrated template (initdb and the migrations once per run);
  // one asked for unmigrated is a fresh cluster, as before.
  const pgliteDump = options.migrate === false ? undefined : await migratedDashboardDump();
  const store = await openStore({ dataDir: "memory://", migrate: options.migrate, pgliteDump });
  return { ...store, dispose: () => store.close() };
}
