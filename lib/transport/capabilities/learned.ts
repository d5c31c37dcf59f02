import { type TtlCache, ttlCache } from "@/lib/cache/ttl-cache";
import { EXTENSION_NAMES, type Extension } from "@/lib/contract/extensions";

/** How long "this API does not offer it" is believed before the extension is tried again. */
export const LEARNED_TTL_MS = 10 * 60_000;

/**
 * Extensions an answer showed missing (404 or 405 on the extension's own path), each until a
 * time. Per process: every instance learns by itself, which costs one refused call each.
 */
export class LearnedAbsences {
  readonly #absent: TtlCache<Extension, true>;

  constructor(now?: () => number) {
    this.#absent = ttlCache({ max: EXTENSION_NAMES.length, ttlMs: LEARNED_TTL_MS, clock: now });
  }

  note(extension: Extension): void {
    this.#absent.set(extension, true);
  }

  isAbsent(extension: Extension): boolean {
    return this.#absent.has(extension);
  }

  clear(): void {
    this.#absent.clear();
  }
}

/** Whether an error from calling an extension says the API lacks it (not a missing record). */
export function saysNotOffered(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 405;
}
