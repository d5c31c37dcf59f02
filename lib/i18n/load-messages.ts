import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { AppLocale } from "./locale";

export type Messages = Record<string, unknown>;

// Not marked server-only so unit tests can read the catalogs; node:fs keeps it out of client bundles anyway.

/** Catalogs live next to this module; each `<namespace>.json` becomes the namespace of its name. */
// turbopackIgnore: without it the build traces the whole project for this dynamic path. The app is
// served from the project folder (`next start`), where the catalogs are; a standalone output
// would need them copied (outputFileTracingIncludes).
export const MESSAGES_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "i18n", "messages");

const cache = new Map<AppLocale, Promise<Messages>>();

/**
 * Reads every namespace file of a locale. The directory is listed rather than imported
 * one by one so that a screen adds a catalog file and nothing else. Cached per process in
 * production; re-read in development so edits to a catalog show on reload.
 */
export function loadMessages(locale: AppLocale, dir: string = MESSAGES_DIR): Promise<Messages> {
  // NODE_ENV is read directly, not through getEnv(): Next sets it and inlines it at build time.
  if (process.env.NODE_ENV !== "production") return readCatalog(path.join(dir, locale));
  let pending = cache.get(locale);
  if (!pending) {
    pending = readCatalog(path.join(dir, locale));
    cache.set(locale, pending);
    // A failed read must not be remembered forever.
    pending.catch(() => cache.delete(locale));
  }
  return pending;
}

export async function readCatalog(localeDir: string): Promise<Messages> {
  const files = (await readdir(localeDir)).filter((name) => name.endsWith(".json")).sort();
  const entries = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(localeDir, file), "utf8");
      return [path.basename(file, ".json"), JSON.parse(text) as unknown] as const;
    }),
  );
  return Object.fromEntries(entries);
}
