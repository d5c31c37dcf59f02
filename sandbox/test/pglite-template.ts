import { migratedPgliteDump } from "@/lib/shared/pglite-template";
import { migrate, sandboxMigrations } from "../db/migrate";
import { pgliteStore } from "../db/store";

/** The sandbox store's migrated template (lib/shared/pglite-template.ts), for in-memory test stores. */
export function migratedSandboxDump(): Promise<Blob> {
  return migratedPgliteDump("sandbox", sandboxMigrations(), (client) => migrate(pgliteStore(client)));
}
