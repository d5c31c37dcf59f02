import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Where things live (README, Layout): a route's own components sit beside its pages in a
 * private folder (`_components`, any `_`-prefixed folder). What two routes share lives in
 * components/ or lib/. So a file may import a private folder only of its own route: the same
 * URL path, whichever route groups `(name)` the files sit in (a record page in (records)/roles
 * and the list in (admin)/roles are one route, roles, split only for their loading screens).
 * And nothing outside app/ imports from app/ at all.
 */
const ROOT = path.resolve(__dirname, "..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

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

/** The route a path belongs to: app/ segments up to its first private folder, without groups. */
function routeOf(file: string): { route: string; privateFolder: boolean } {
  const segments = file.split(path.sep).slice(1);
  const route: string[] = [];
  for (const segment of segments) {
    if (segment.startsWith("_")) return { route: route.join("/"), privateFolder: true };
    if (!(segment.startsWith("(") && segment.endsWith(")"))) route.push(segment);
  }
  return { route: route.slice(0, -1).join("/"), privateFolder: false };
}

/** What breaks the rules, one line each. */
function folderViolations(files: readonly string[], importsOf: (file: string) => string[]) {
  const violations: string[] = [];
  for (const file of files) {
    for (const target of importsOf(file)) {
      if (!target.startsWith(`app${path.sep}`) && !target.startsWith("app/")) continue;
      if (!file.startsWith("app/")) {
        violations.push(`${file} imports ${target}: only app/ may import from app/`);
        continue;
      }
      const imported = routeOf(target);
      if (!imported.privateFolder) continue;
      const importer = routeOf(file).route;
      // A route may use its own private folders, and those of the routes above it (a layout's).
      const own = imported.route === "" || importer === imported.route || importer.startsWith(`${imported.route}/`);
      if (!own) violations.push(`${file} imports ${target}: another route's private folder`);
    }
  }
  return violations;
}

describe("folder rules", () => {
  it("no file imports another route's private folder, and only app/ imports from app/", () => {
    const files = ["app", "components", "lib", "e2e", "tests", "bench", "sandbox", "scripts"].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(folderViolations(files, imports)).toEqual([]);
  });

  it("catches a route reaching into another's private folder", () => {
    const fake: Record<string, string[]> = {
      "app/(admin)/ramps/page.tsx": ["app/(admin)/webhooks/_components/live-events"],
      "app/(records)/roles/[id]/page.tsx": ["app/(admin)/roles/_components/role-form"],
      "lib/audit/csv.ts": ["app/(admin)/audit/_components/x"],
    };
    expect(folderViolations(Object.keys(fake), (file) => fake[file] ?? [])).toEqual([
      "app/(admin)/ramps/page.tsx imports app/(admin)/webhooks/_components/live-events: another route's private folder",
      "lib/audit/csv.ts imports app/(admin)/audit/_components/x: only app/ may import from app/",
    ]);
  });
});
