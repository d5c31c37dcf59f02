import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate, readMigrations } from "../db/migrate";
import { pgliteStore } from "../db/store";

const CACHE_DIR = path.join(import.meta.dirname, "..", "..", "node_modules", ".cache", "ramp-sandbox");

function templateKey(): string {
  const hash = createHash("sha256");
  for (const file of readMigrations()) hash.update(file.name).update("\0").update(file.sql);
  const pkg = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, "..", "..", "node_modules", "@electric-sql", "pglite", "package.json"),
      "utf8",
    ),
  ) as { version: string };
  return `${pkg.version}-${hash.digest("hex").slice(0, 16)}`;
}

/**
 * A tarball of a PGlite cluster with every migration applied. A fresh
 * `new PGlite()` runs initdb in WASM (tens of seconds on a busy 2-core box);
 * loading this dump takes a fraction of that. Cached on disk per PGlite
 * version and migration set, written atomically so parallel test files can race.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite();
  const store = pgliteStore(client);
  await migrate(store);
  const dump = await client.dumpDataDir("none");
  await client.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return dump;
}
