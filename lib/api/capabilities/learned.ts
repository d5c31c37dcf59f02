import type { Extension } from "./catalogue";

/** How long "this API does not offer it" is believed before the extension is tried again. */
export const LEARNED_TTL_MS = 10 * 60_000;

/**
 * Extensions an answer showed missing (404 or 405 on the extension's own path), each until a
 * time. Per process: every instance learns by itself, which costs one refused call each.
 */
export class LearnedAbsences {
  readonly #until = new Map<Extension, number>();

  constructor(private readonly now: () => number = Date.now) {}

  note(extension: Extension): void {
    this.#until.set(extension, this.now() + LEARNED_TTL_MS);
  }

  isAbsent(extension: Extension): boolean {
    const until = this.#until.get(extension);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.#until.delete(extension);
    return false;
  }

  clear(): void {
    this.#until.clear();
  }
}

/** Whether an error from calling an extension says the API lacks it (not a missing record). */
export function saysNotOffered(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 405;
}
