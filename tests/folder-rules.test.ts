import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Where things live (README, Layout): a route's own components sit beside its pages in a
 * private folder (`_components`, any `_`-prefixed folder). What two routes share lives in
 * components/ or lib/. So a file may import a private folder only from inside the folder that
 * holds it: `app/(admin)/roles/_components` serves the files under `app/(admin)/roles/` (the
 * list in `(list)`, the record page in `[id]`, the actions) and nothing else, whatever URL
 * another file answers. One resource, one folder, one private folder.
 * And nothing outside app/ imports from app/, tests included: a test that drives a route sits
 * under app/, beside what it drives.
 */
const ROOT = path.resolve(__dirname, "..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Import specifiers of a file, resolved to paths from the project root (`@/` is the root). */
function imports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => m[1] ?? "");
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("@/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [path.join(path.dirname(file), specifier)];
    return [];
  });
}

/** The folder that holds a path's first private folder (its owner), or null when it has none. */
function privateOwner(file: string): string | null {
  const segments = file.split("/");
  const index = segments.findIndex((segment, i) => i > 0 && segment.startsWith("_"));
  return index === -1 ? null : segments.slice(0, index).join("/");
}

/** What breaks the rules, one line each. */
function folderViolations(files: readonly string[], importsOf: (file: string) => string[]) {
  const violations: string[] = [];
  for (const file of files) {
    for (const target of importsOf(file)) {
      if (!target.startsWith(`app${path.sep}`) && !target.startsWith("app/")) continue;
      const owner = privateOwner(target);
      if (!file.startsWith("app/")) {
        // Tests too: a test that drives a route sits under app/, beside what it drives.
        violations.push(`${file} imports ${target}: only app/ may import from app/`);
        continue;
      }
      if (owner === null) continue;
      // Only files inside the owner folder may use its private folder (its own pages, their
      // components, a layout's components for the pages under that layout).
      if (!file.startsWith(`${owner}/`)) violations.push(`${file} imports ${target}: another folder's private folder`);
    }
  }
  return violations;
}

describe("folder rules", () => {
  it("no file imports another folder's private folder, and only app/ imports from app/", () => {
    const files = ["app", "components", "lib", "e2e", "tests", "bench", "sandbox", "scripts"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(folderViolations(files, imports)).toEqual([]);
  });

  it("catches a file reaching into another folder's private folder", () => {
    const fake: Record<string, string[]> = {
      // Allowed: a record page, the list in its group and the resource's actions use its own folder's.
      "app/(admin)/roles/[id]/page.tsx": ["app/(admin)/roles/_components/role-form"],
      "app/(admin)/roles/(list)/page.tsx": ["app/(admin)/roles/_components/roles-table"],
      "app/(admin)/roles/_components/role-form.tsx": ["app/(admin)/roles/_components/permission-picker"],
      // Refused: another resource's, a sibling group's, the same URL from another group, outside app/.
      "app/(admin)/ramps/page.tsx": ["app/(admin)/webhooks/_components/live-events"],
      "app/(admin)/users/page.tsx": ["app/(admin)/(overview)/_components/overview-page"],
      "app/(records)/roles/[id]/page.tsx": ["app/(admin)/roles/_components/role-form"],
      "app/(admin)/roles-archive/page.tsx": ["app/(admin)/roles/_components/roles-table"],
      "lib/audit/csv.ts": ["app/(admin)/audit/_components/x"],
      // A test outside app/ may not drive a route from there.
      "lib/pipeline/route.test.ts": ["app/api/payouts/route"],
    };
    expect(folderViolations(Object.keys(fake), (file) => fake[file] ?? [])).toEqual([
      "app/(admin)/ramps/page.tsx imports app/(admin)/webhooks/_components/live-events: another folder's private folder",
      "app/(admin)/users/page.tsx imports app/(admin)/(overview)/_components/overview-page: another folder's private folder",
      "app/(records)/roles/[id]/page.tsx imports app/(admin)/roles/_components/role-form: another folder's private folder",
      "app/(admin)/roles-archive/page.tsx imports app/(admin)/roles/_components/roles-table: another folder's private folder",
      "lib/audit/csv.ts imports app/(admin)/audit/_components/x: only app/ may import from app/",
      "lib/pipeline/route.test.ts imports app/api/payouts/route: only app/ may import from app/",
    ]);
  });
});

/*
 * One home for the store (README, Layout): every query of the dashboard's store is in
 * lib/db/queries/<table or concern>.ts, so only lib/db/ imports the schema files
 * (lib/db/schema.ts, lib/db/*-schema.ts) or drizzle-orm's query builders. Tests and benches
 * that set up or inspect a store may too. The sandbox keeps its own store and its own
 * sandbox/queries/, so it is not scanned here.
 */
const SCHEMA_FILE = /^lib\/db\/([a-z-]+-)?schema(\.ts)?$/;
const MAY_QUERY = (file: string) => file.startsWith("lib/db/") || file.startsWith("bench/") || TEST.test(file);

/** Every specifier a file imports, as written, with `@/` and relative ones resolved from the root. */
function rawImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => {
    const specifier = m[1] ?? "";
    if (specifier.startsWith("@/")) return specifier.slice(2);
    if (specifier.startsWith(".")) return path.join(path.dirname(file), specifier);
    return specifier;
  });
}

function storeViolations(files: readonly string[], importsOf: (file: string) => string[]) {
  const violations: string[] = [];
  for (const file of files) {
    if (MAY_QUERY(file)) continue;
    for (const target of importsOf(file)) {
      if (SCHEMA_FILE.test(target))
        violations.push(`${file} imports ${target}: the store's schema is for lib/db/queries`);
      else if (target === "drizzle-orm" || target.startsWith("drizzle-orm/"))
        violations.push(`${file} imports ${target}: queries live in lib/db/queries`);
    }
  }
  return violations;
}

describe("store rules", () => {
  it("only lib/db/ (and tests and benches) import the store's schema or drizzle-orm", () => {
    const files = ["app", "components", "lib", "e2e", "tests", "bench", "scripts"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(storeViolations(files, rawImports)).toEqual([]);
  });

  it("catches a query outside lib/db", () => {
    const fake: Record<string, string[]> = {
      // Allowed: the queries themselves, a test that inspects rows, a bench that fills a store.
      "lib/db/queries/audit.ts": ["drizzle-orm", "lib/db/schema"],
      "lib/auth/session-store.test.ts": ["drizzle-orm", "lib/db/schema"],
      "bench/store-scale.ts": ["drizzle-orm", "lib/db/schema"],
      // Refused: a schema file or a query builder anywhere else.
      "lib/approvals/store.ts": ["drizzle-orm", "lib/db/approvals-schema"],
      "app/(admin)/audit/page.tsx": ["lib/db/schema"],
      "lib/webhooks/live.ts": ["drizzle-orm/pg-core", "lib/db/queries/notify"],
    };
    expect(storeViolations(Object.keys(fake), (file) => fake[file] ?? [])).toEqual([
      "lib/approvals/store.ts imports drizzle-orm: queries live in lib/db/queries",
      "lib/approvals/store.ts imports lib/db/approvals-schema: the store's schema is for lib/db/queries",
      "app/(admin)/audit/page.tsx imports lib/db/schema: the store's schema is for lib/db/queries",
      "lib/webhooks/live.ts imports drizzle-orm/pg-core: queries live in lib/db/queries",
    ]);
  });
});
