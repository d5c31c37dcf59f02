import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { MigrationSet } from "./migrator";

const ROOT = path.join(import.meta.dirname, "..", "..");
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache", "pglite-templates");

/** PGlite's version and every migration's name and text: a new migration or release is a new template. */
function templateKey(set: MigrationSet): string {
  const hash = createHash("sha256");
  for (const file of [...set.migrations, ...(set.legacy?.files ?? [])])
    hash.update(file.name).update("\0").update(file.sql).update("\0");
  const pkg = JSON.parse(
    readFileSync(path.join(ROOT, "node_modules", "@electric-sql", "pglite", "package.json"), "utf8"),
  ) as { version: string };
  return `${pkg.version}-${hash.digest("hex").slice(0, 16)}`;
}

/**
 * For tests that each want a fresh store: a tarball of a PGlite cluster with `set` applied (by
 * `migrate`, the store's own runner), to start a new PGlite from (`loadDataDir`). A fresh
 * `new PGlite()` runs initdb in WASM, then the migrations: 5 to 10 s of CPU per store on a busy
 * 2-core machine, against about 1 s to load the dump. Cached on disk per PGlite version and
 * migration set, written atomically, so test files running in parallel may race to make it.
 */
export async function migratedPgliteDump(
  name: string,
  set: MigrationSet,
  migrate: (client: PGlite) => Promise<unknown>,
): Promise<Blob> {
  const file = path.join(CACHE_DIR, `${name}-${templateKey(set)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = new PGlite();
  try {
    await migrate(client);
    const dump = await client.dumpDataDir("none");
    mkdirSync(CACHE_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return dump;
  } finally {
    await client.close();
  }
}
