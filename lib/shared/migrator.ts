import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The one migration runner of both stores (the dashboard's, lib/db/migrate.ts, and the
 * sandbox's, sandbox/db/migrate.ts), on PGlite and on PostgreSQL.
 *
 * Migrations are the folders drizzle-kit writes (`npm run db:generate`): meta/_journal.json
 * lists them in order, each NNNN_tag.sql splits into statements at `--> statement-breakpoint`.
 * Each one is applied in a transaction of its own that first takes a transaction-scoped
 * advisory lock and then reads the ledger, so processes starting together queue and each
 * migration runs once. On PGlite the lock is taken too, but what serialises is the store
 * itself: a PGlite folder is open in one process only and its transactions are exclusive.
 *
 * The ledger, store_migrations, keeps each applied migration's name and the sha256 of its
 * file: a committed migration that was edited afterwards is refused, since stores would
 * otherwise diverge silently.
 *
 * Stores created before the generated migrations carry the former runner's ledger instead.
 * On such a store the frozen former migrations it lacks are applied first (an old release may
 * stop anywhere), then the baseline is recorded as applied without running it: its result is
 * what the former migrations built, which lib/db/migrator-upgrade.test.ts checks object by object.
 */

/** One session inside one transaction; the sandbox's RawExecutor has this shape. */
export interface SqlSession {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Runs a script that may hold several statements and no parameters. */
  exec(sql: string): Promise<void>;
}

/** What a store offers the runner: a transaction on one connection (PGlite: an exclusive one). */
export interface MigrationTarget {
  rawTransaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
}

export interface Migration {
  name: string;
  sql: string;
}

/** The former hand-written migrations of a store and how their runner kept its ledger. */
export interface LegacyMigrations {
  ledger: string;
  idColumn: string;
  /** A NOT NULL column the former runner filled with the sha256 of the file. */
  checksumColumn?: string;
  files: Migration[];
  /** Names of the generated migrations whose result is every legacy file applied. */
  baseline: string[];
}

export interface MigrationSet {
  migrations: Migration[];
  legacy?: LegacyMigrations;
}

/** Any fixed number: every process of either store uses it, so their migrations queue. */
const LOCK_KEY = 728_401_733_215;
const LEDGER = "store_migrations";
const BREAKPOINT = "--> statement-breakpoint";
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * drizzle-kit writes every foreign key's target as "public"."table"; the store may live in
 * another schema (sandbox tests give each file its own through search_path), so targets are
 * left to the search path like every other name in the generated SQL.
 */
const unqualify = (statement: string) => statement.replaceAll('REFERENCES "public".', "REFERENCES ");

function statementsOf(sql: string): string[] {
  return sql
    .split(BREAKPOINT)
    .map((s) => unqualify(s.trim()))
    .filter((s) => s.replace(/--.*$/gm, "").trim() !== "");
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A drizzle-kit output folder, in journal order. */
export function readMigrationFolder(dir: string): Migration[] {
  const journal = JSON.parse(
    readFileSync(/* turbopackIgnore: true */ path.join(dir, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map((e) => ({
      name: e.tag,
      sql: readFileSync(/* turbopackIgnore: true */ path.join(dir, `${e.tag}.sql`), "utf8"),
    }));
}

/** The former numbered files (NNNN_name.sql) in name order; ids as the former ledger wrote them. */
export function readLegacyFolder(dir: string, options: { keepExtension: boolean }): Migration[] {
  return readdirSync(/* turbopackIgnore: true */ dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      name: options.keepExtension ? f : f.replace(/\.sql$/, ""),
      sql: readFileSync(/* turbopackIgnore: true */ path.join(dir, f), "utf8"),
    }));
}

const lock = (tx: SqlSession) => tx.query("SELECT pg_advisory_xact_lock($1)", [LOCK_KEY]);

async function tableExists(tx: SqlSession, table: string): Promise<boolean> {
  const rows = await tx.query<{ present: string | null }>("SELECT to_regclass($1)::text AS present", [table]);
  return Boolean(rows[0]?.present);
}

async function createLedger(tx: SqlSession): Promise<void> {
  await tx.exec(`CREATE TABLE IF NOT EXISTS ${LEDGER} (
    name text PRIMARY KEY,
    hash text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
}

function checkLegacy(legacy: LegacyMigrations): void {
  for (const id of [legacy.ledger, legacy.idColumn, legacy.checksumColumn ?? "x"])
    if (!IDENTIFIER.test(id)) throw new Error(`Invalid identifier "${id}"`);
}

/** Applies the legacy files the former ledger lacks, recording them there as the former runner did. */
async function applyLegacyIn(tx: SqlSession, legacy: LegacyMigrations): Promise<string[]> {
  checkLegacy(legacy);
  const { ledger, idColumn, checksumColumn } = legacy;
  await tx.exec(`CREATE TABLE IF NOT EXISTS ${ledger} (
    ${idColumn} text PRIMARY KEY,${checksumColumn ? `\n    ${checksumColumn} text NOT NULL,` : ""}
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await tx.query<{ id: string }>(`SELECT ${idColumn} AS id FROM ${ledger}`);
  const done = new Set(rows.map((r) => r.id));
  const applied: string[] = [];
  for (const file of legacy.files) {
    if (done.has(file.name)) continue;
    try {
      await tx.exec(file.sql);
    } catch (error) {
      throw new Error(`Migration ${file.name} failed: ${(error as Error).message}`);
    }
    if (checksumColumn)
      await tx.query(`INSERT INTO ${ledger} (${idColumn}, ${checksumColumn}) VALUES ($1, $2)`, [
        file.name,
        sha256(file.sql),
      ]);
    else await tx.query(`INSERT INTO ${ledger} (${idColumn}) VALUES ($1)`, [file.name]);
    applied.push(file.name);
  }
  return applied;
}

/**
 * Brings a store migrated by the former runner to its full legacy state, in one transaction.
 * migrate() does this on its own; tests use it to build stores as old releases left them.
 */
export function applyLegacyMigrations(target: MigrationTarget, legacy: LegacyMigrations): Promise<string[]> {
  return target.rawTransaction(async (tx) => {
    await lock(tx);
    return applyLegacyIn(tx, legacy);
  });
}

/** On a store the former runner migrated: finish its files, then record the baseline as applied. */
async function adoptLegacyStore(target: MigrationTarget, set: MigrationSet): Promise<string[]> {
  const legacy = set.legacy;
  if (!legacy) return [];
  checkLegacy(legacy);
  return target.rawTransaction(async (tx) => {
    await lock(tx);
    if (!(await tableExists(tx, legacy.ledger))) return [];
    const recorded = await tx.query<{ name: string }>(`SELECT name FROM ${LEDGER} WHERE name = ANY($1)`, [
      legacy.baseline,
    ]);
    if (recorded.length === legacy.baseline.length) return [];
    const applied = await applyLegacyIn(tx, legacy);
    for (const name of legacy.baseline) {
      const migration = set.migrations.find((m) => m.name === name);
      if (!migration) throw new Error(`Baseline migration ${name} is not in the migration folder`);
      await tx.query(`INSERT INTO ${LEDGER} (name, hash) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
        name,
        sha256(migration.sql),
      ]);
    }
    return applied;
  });
}

/**
 * Applies what the store lacks, in order; returns the names applied by this call (legacy files
 * finished on an old store included). Safe to call on every start and from several processes.
 */
export async function migrate(target: MigrationTarget, set: MigrationSet): Promise<string[]> {
  await target.rawTransaction(async (tx) => {
    await lock(tx);
    await createLedger(tx);
  });
  const applied = await adoptLegacyStore(target, set);
  for (const migration of set.migrations) {
    const ran = await target.rawTransaction(async (tx) => {
      await lock(tx);
      const rows = await tx.query<{ hash: string }>(`SELECT hash FROM ${LEDGER} WHERE name = $1`, [migration.name]);
      const hash = sha256(migration.sql);
      if (rows[0]) {
        if (rows[0].hash !== hash)
          throw new Error(
            `Migration ${migration.name} changed after it was applied; restore it and generate a new migration instead`,
          );
        return false;
      }
      for (const statement of statementsOf(migration.sql)) {
        try {
          await tx.exec(statement);
        } catch (error) {
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
        }
      }
      await tx.query(`INSERT INTO ${LEDGER} (name, hash) VALUES ($1, $2)`, [migration.name, hash]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

/** For readiness checks: migrations the code knows that the store lacks. */
export function pendingMigrations(target: MigrationTarget, set: MigrationSet): Promise<string[]> {
  return target.rawTransaction(async (tx) => {
    if (!(await tableExists(tx, LEDGER))) return set.migrations.map((m) => m.name);
    const rows = await tx.query<{ name: string }>(`SELECT name FROM ${LEDGER}`);
    const done = new Set(rows.map((r) => r.name));
    return set.migrations.filter((m) => !done.has(m.name)).map((m) => m.name);
  });
}
