import { readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "drizzle-kit";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import dashboardConfig from "../../drizzle.config";
import sandboxConfig from "../../sandbox/drizzle.config";

/**
 * The Drizzle schema is the source of each store, and its generated migrations are checked in:
 * this fails when someone edits a schema file without `npm run db:generate` (or edits the
 * generated snapshot by hand), naming the SQL the missing migration would hold.
 */
const ROOT = path.resolve(import.meta.dirname, "..", "..");

type Snapshot = Parameters<typeof generateMigration>[0];

function lastSnapshot(out: string): Snapshot {
  const journal = JSON.parse(readFileSync(path.join(ROOT, out, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number }[];
  };
  const last = Math.max(...journal.entries.map((e) => e.idx));
  const file = path.join(ROOT, out, "meta", `${String(last).padStart(4, "0")}_snapshot.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Snapshot;
}

async function schemaExports(config: Config): Promise<Record<string, unknown>> {
  const files = ([] as string[]).concat(config.schema ?? []);
  const modules = await Promise.all(files.map((f) => import(/* @vite-ignore */ path.join(ROOT, f))));
  return Object.assign({}, ...modules);
}

describe.each([
  ["dashboard", dashboardConfig],
  ["sandbox", sandboxConfig],
])("the %s store's generated migrations", (_name, config) => {
  it("describe exactly its Drizzle schema", async () => {
    const out = config.out ?? "";
    const snapshot = lastSnapshot(out);
    const current = generateDrizzleJson(await schemaExports(config), snapshot.id);
    const missing = await generateMigration(snapshot, current);
    expect(missing, `run npm run db:generate; ${out} lacks:\n${missing.join("\n")}`).toEqual([]);
  });
});
