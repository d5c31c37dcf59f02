import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * A record page (a folder with its own not-found.tsx: /roles/[id], /payouts/[id], ...) must
 * answer 404 for an unknown id. A loading.tsx in any folder above it would wrap it in a Suspense
 * boundary, and the response (200, the skeleton) would start before the page can say the record
 * does not exist. So a list's skeleton sits in its own group beside the record page
 * (`roles/(list)/loading.tsx`), never in the resource's or the shell's folder.
 */
const ROOT = path.resolve(__dirname, "..");

function folders(dir: string): string[] {
  const children = readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
    .flatMap((entry) => folders(`${dir}/${entry.name}`));
  return [dir, ...children];
}

/** Each record page with the loading.tsx files above it (its own folder's included), one line each. */
function loadingAboveRecordPages(all: readonly string[], has: (file: string) => boolean): string[] {
  return all
    .filter((dir) => has(`${dir}/not-found.tsx`) && has(`${dir}/page.tsx`))
    .flatMap((dir) => {
      const segments = dir.split("/");
      return segments
        .map((_, i) => segments.slice(0, i + 1).join("/"))
        .filter((above) => has(`${above}/loading.tsx`))
        .map((above) => `${dir}/page.tsx sits under ${above}/loading.tsx`);
    });
}

describe("record pages", () => {
  it("have no loading.tsx above them, so an unknown id answers 404", () => {
    const all = folders("app");
    const has = (file: string) => existsSync(path.join(ROOT, file));
    expect(all.filter((dir) => has(`${dir}/not-found.tsx`) && has(`${dir}/page.tsx`)).length).toBeGreaterThan(3);
    expect(loadingAboveRecordPages(all, has)).toEqual([]);
  });

  it("catches a loading.tsx at the shell's or the resource's level", () => {
    const files = new Set([
      "app/(admin)/loading.tsx",
      "app/(admin)/roles/loading.tsx",
      "app/(admin)/roles/[id]/page.tsx",
      "app/(admin)/roles/[id]/not-found.tsx",
      "app/(admin)/customers/(list)/loading.tsx",
      "app/(admin)/customers/[id]/page.tsx",
      "app/(admin)/customers/[id]/not-found.tsx",
    ]);
    const all = [
      "app",
      "app/(admin)",
      "app/(admin)/roles",
      "app/(admin)/roles/[id]",
      "app/(admin)/customers",
      "app/(admin)/customers/(list)",
      "app/(admin)/customers/[id]",
    ];
    expect(loadingAboveRecordPages(all, (file) => files.has(file))).toEqual([
      "app/(admin)/roles/[id]/page.tsx sits under app/(admin)/loading.tsx",
      "app/(admin)/roles/[id]/page.tsx sits under app/(admin)/roles/loading.tsx",
      "app/(admin)/customers/[id]/page.tsx sits under app/(admin)/loading.tsx",
    ]);
  });
});
