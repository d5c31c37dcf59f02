import { readFile } from "node:fs/promises";
import path from "node:path";

interface ManifestEntry {
  exportedName?: string;
  filename?: string;
}

/** The id Next gave a server action in this build (server-reference-manifest.json). */
export async function actionIdFromManifest(distDir: string, file: string, exportName: string): Promise<string> {
  const manifestPath = path.join(distDir, "server", "server-reference-manifest.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as { node: Record<string, ManifestEntry> };
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.exportedName === exportName && entry.filename?.endsWith(file)) return id;
  }
  throw new Error(`no server action ${exportName} from ${file} in ${manifestPath}`);
}

/** The JS chunks a page's HTML loads. */
export function chunkUrls(html: string): string[] {
  return [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map((m) => m[0]))];
}
