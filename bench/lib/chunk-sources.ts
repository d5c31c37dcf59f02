import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import type { ProfileNode } from "./profile-aggregate";

/**
 * Names a browser profile's frames after the code they came from. A Next chunk
 * (`/_next/static/chunks/<file>.js`) is read from the build folder: with its source map (a build
 * with `productionBrowserSourceMaps`) a frame maps to its source file and its function's original
 * name (the map's `names`); without one, to the chunk, with a hint of what it contains.
 * Node's own SourceMap reads the maps (Turbopack writes index maps with sections; Node handles them).
 */
type Chunk = { file: string; lines: string[]; map: SourceMap | undefined; hint: string };
type RawMap = {
  sources?: string[];
  sourcesContent?: (string | null)[];
  sections?: { map: RawMap }[];
};

/** Strings that survive minification (property names, messages, attributes) and tell what a chunk holds. */
const SIGNATURES: [RegExp, string][] = [
  [/__reactContainer\$|react-dom/, "react-dom"],
  [/dataUpdatedAt|fetchStatus/, "@tanstack/react-query"],
  [/getRowModel|getHeaderGroups/, "@tanstack/react-table"],
  [/MISSING_MESSAGE|INSUFFICIENT_PATH/, "next-intl"],
  [/next-router-state-tree|__next_f/, "next (app router)"],
  [/data-radix|radix/i, "radix-ui"],
  [/data-sonner-toaster/, "sonner"],
  [/cmdk-/, "cmdk"],
  [/nuqs/, "nuqs"],
  [/lucide/, "lucide-react"],
  [/data-row-id/, "components/data-table"],
  [/payoutStatus|\/api\/payouts/, "the payouts screen"],
];

/** A position's mapping; empty where the map has none (Node returns `{}`). */
type Entry = { originalSource?: string; originalLine?: number; originalColumn?: number; name?: string };
const KEYWORDS = new Set(["export", "default", "async", "function", "const", "let", "var", "static", "get", "set"]);
const entryAt = (map: SourceMap, line: number, column: number): Entry => map.findEntry(line, column);

function hintOf(text: string): string {
  const found = SIGNATURES.filter(([re]) => re.test(text)).map(([, name]) => name);
  return found.length > 0 ? found.join(", ") : "?";
}

/**
 * "turbopack:///[project]/node_modules/…/node_modules/react-dom/cjs/x.js" → "react-dom"; a copy
 * Next compiles in ("next/dist/compiled/react-dom/…") → "react-dom (in next)"; Turbopack's own
 * runtime → "turbopack runtime"; a project file → its path.
 */
export function sourceModule(source: string): string {
  const compiled = /node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (compiled?.[1]) return `${compiled[1]} (in next)`;
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg?.[1]) return pkg[1];
  if (source.includes("[turbopack]/")) return "turbopack runtime";
  return source.replace(/^.*\[project\]\//, "").replace(/^(turbopack|webpack|file):\/\/\/?/, "");
}

export class ChunkSources {
  private readonly chunks = new Map<string, Chunk | undefined>();
  /** Each original source's lines, from the maps' sourcesContent. */
  private readonly originals = new Map<string, string[]>();
  constructor(private readonly distDir: string) {}

  private keepSources(raw: RawMap) {
    for (const section of raw.sections ?? []) this.keepSources(section.map);
    for (const [i, source] of (raw.sources ?? []).entries()) {
      const content = raw.sourcesContent?.[i];
      if (content && !this.originals.has(source)) this.originals.set(source, content.split("\n"));
    }
  }

  /**
   * The name written where a function starts in its original source: Turbopack's maps give no
   * `names` entry for most declarations, but they point at the name itself (`function
   * LiveStatusCell(` maps to `LiveStatusCell`) or at the keyword before it.
   */
  private declaredName(entry: Entry): string | undefined {
    const line = entry.originalSource && this.originals.get(entry.originalSource)?.[entry.originalLine ?? -1];
    if (!line) return undefined;
    const words = line.slice(entry.originalColumn ?? 0).match(/[A-Za-z_$][\w$]*/g) ?? [];
    return words.slice(0, 4).find((w) => !KEYWORDS.has(w));
  }

  /** Whether any chunk seen so far had a source map. */
  get mapped(): boolean {
    return [...this.chunks.values()].some((c) => c?.map);
  }

  private chunk(url: string): Chunk | undefined {
    const match = /\/_next\/(static\/.+?\.js)(?:\?.*)?$/.exec(url);
    if (!match?.[1]) return undefined;
    if (this.chunks.has(url)) return this.chunks.get(url);
    const file = path.join(this.distDir, match[1]);
    let chunk: Chunk | undefined;
    if (existsSync(file)) {
      const text = readFileSync(file, "utf8");
      // Turbopack names a chunk's map by its own hash: the chunk's last comment says which.
      const named = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(text)?.[1];
      const mapFile = named && !named.startsWith("data:") ? path.join(path.dirname(file), named) : `${file}.map`;
      let map: SourceMap | undefined;
      if (existsSync(mapFile)) {
        const raw = JSON.parse(readFileSync(mapFile, "utf8")) as RawMap;
        map = new SourceMap(raw as ConstructorParameters<typeof SourceMap>[0]);
        this.keepSources(raw);
      }
      chunk = { file: path.basename(file), lines: text.split("\n"), map, hint: hintOf(text) };
    }
    this.chunks.set(url, chunk);
    return chunk;
  }

  /** The module a frame runs in: a source file or package (mapped), a chunk and its hint, or where else it ran. */
  moduleOf(node: ProfileNode): string {
    const { url, lineNumber, columnNumber = 0 } = node.callFrame;
    const chunk = this.chunk(url);
    if (!chunk) return url ? (url.split("/").pop() ?? url) : "(native, or the bench's probe)";
    if (!chunk.map) return `chunk ${chunk.file} [${chunk.hint}]`;
    const source = entryAt(chunk.map, lineNumber, columnNumber).originalSource;
    return source ? sourceModule(source) : `chunk ${chunk.file} [${chunk.hint}]`;
  }

  /**
   * A frame's function, by its original name where the map has it: the minified name is looked up
   * where it is written (`function eN(`, `eN=`), whose mapping carries the original identifier.
   */
  functionOf(node: ProfileNode): string {
    const { functionName, url, lineNumber, columnNumber = 0 } = node.callFrame;
    const name = functionName || "(anonymous)";
    const chunk = this.chunk(url);
    if (!chunk) return `${name} ${url ? (url.split("/").pop() ?? url) : ""}`.trim();
    if (!chunk.map) return `${name} ${chunk.file}:${lineNumber + 1}:${columnNumber + 1}`;
    const line = chunk.lines[lineNumber] ?? "";
    const at = functionName ? nameAt(line, functionName, columnNumber) : -1;
    const named = at >= 0 ? entryAt(chunk.map, lineNumber, at) : undefined;
    const start = entryAt(chunk.map, lineNumber, columnNumber);
    const original = named?.name ?? start.name ?? this.declaredName(start) ?? name;
    const source = start.originalSource ? sourceModule(start.originalSource) : chunk.file;
    return `${original} ${source}:${(start.originalLine ?? 0) + 1}`;
  }
}

/**
 * Where a function's minified name is written: V8 places a `function J(e){…}` at its keyword,
 * so the name follows within a few characters; an arrow (`J=e=>…`) or method starts after it.
 */
function nameAt(line: string, word: string, column: number): number {
  const re = new RegExp(`(?<![\\w$])${word.replace(/[$]/g, "\\$")}(?![\\w$])`, "g");
  re.lastIndex = column;
  const after = re.exec(line);
  if (after && after.index <= column + "async function* ".length) return after.index;
  let found = -1;
  re.lastIndex = 0;
  for (let m = re.exec(line); m && m.index <= column; m = re.exec(line)) found = m.index;
  return found;
}
