import { readdir, readFile } from "node:fs/promises";
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

/** Every JS chunk of the build, as the server serves it (pages load some at once, others on demand). */
export async function buildChunkUrls(distDir: string): Promise<string[]> {
  const root = path.join(distDir, "static", "chunks");
  const files = await readdir(root, { recursive: true });
  return files.filter((f) => f.endsWith(".js")).map((f) => `/_next/static/chunks/${f.split(path.sep).join("/")}`);
}

/** Posts a server action the way the browser does (same-origin), as a page of `base` would. */
export async function postAction(
  send: (url: string, init: RequestInit) => Promise<Response>,
  base: string,
  pagePath: string,
  actionId: string,
  args: unknown[],
  timeoutMs = 10_000,
): Promise<{ status: number; text: string }> {
  const response = await send(`${base}${pagePath}`, {
    method: "POST",
    headers: {
      "next-action": actionId,
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
      origin: base,
    },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, text: await response.text() };
}
