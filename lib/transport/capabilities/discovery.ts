import { type TtlCache, ttlCache } from "@/lib/cache/ttl-cache";
import { EXTENSION_NAMES, EXTENSIONS, type Extension, type ExtensionSetting } from "@/lib/contract/extensions";
import { LearnedAbsences, saysNotOffered } from "./learned";
import { extensionsInDocument } from "./openapi-document";

/** How long a read OpenAPI document (or its absence) is trusted before it is read again. */
export const DOCUMENT_TTL_MS = 5 * 60_000;

/** Where the answer about an extension came from, for the README's promise and the logs. */
export type CapabilitySource = "setting" | "openapi" | "learned" | "presumed";

export interface CapabilityAnswer {
  offered: boolean;
  source: CapabilitySource;
}

/** The result of calling an extension only where it is offered. */
export type WhenOffered<T> = { offered: true; data: T } | { offered: false };

export interface DiscoveryDeps {
  setting: ExtensionSetting;
  /** Reads the API's OpenAPI document: the parsed JSON body, or undefined when none is served. */
  readDocument: () => Promise<unknown>;
  now?: () => number;
}

/**
 * A 404 names a missing record on a path with an id (or a query that finds one), so only a
 * collection path learns absence from it; a 405 says the method is not served at all.
 */
function learnsFrom(extension: Extension, error: unknown): boolean {
  if (!saysNotOffered(error)) return false;
  if ((error as { status: number }).status === 405) return true;
  return !EXTENSIONS[extension].path.includes("{") && extension !== "recharges-lookup";
}

/**
 * Which extensions the connected API offers. `API_EXTENSIONS` decides when fixed; otherwise
 * the API's OpenAPI document decides when it serves one, and without a document every
 * extension is presumed offered until a call to it answers 404/405 (remembered for a while).
 */
export class CapabilityDiscovery {
  readonly #learned: LearnedAbsences;
  /** The one read of the document (its absence too), shared by the renders waiting for it. */
  readonly #document: TtlCache<"document", { listed: Set<Extension> | undefined }>;

  constructor(private readonly deps: DiscoveryDeps) {
    this.#learned = new LearnedAbsences(deps.now);
    this.#document = ttlCache({
      max: 1,
      ttlMs: DOCUMENT_TTL_MS,
      clock: deps.now,
      load: async () => ({ listed: await deps.readDocument().then(extensionsInDocument, () => undefined) }),
    });
  }

  async answer(extension: Extension): Promise<CapabilityAnswer> {
    const { setting } = this.deps;
    if (setting.mode === "fixed") return { offered: setting.offered.has(extension), source: "setting" };
    if (this.#learned.isAbsent(extension)) return { offered: false, source: "learned" };
    const listed = await this.#listed();
    if (listed) return { offered: listed.has(extension), source: "openapi" };
    return { offered: true, source: "presumed" };
  }

  async offers(extension: Extension): Promise<boolean> {
    return (await this.answer(extension)).offered;
  }

  /** Every extension with its answer: the capabilities screen and the logs show these. */
  async all(): Promise<Record<Extension, CapabilityAnswer>> {
    const entries = await Promise.all(EXTENSION_NAMES.map(async (name) => [name, await this.answer(name)] as const));
    return Object.fromEntries(entries) as Record<Extension, CapabilityAnswer>;
  }

  /**
   * Calls an extension only when it is offered. A 404/405 that says the API lacks it is
   * remembered and answered as "not offered"; every other failure is the caller's to show.
   */
  async whenOffered<T>(extension: Extension, call: () => Promise<T>): Promise<WhenOffered<T>> {
    if (!(await this.offers(extension))) return { offered: false };
    try {
      return { offered: true, data: await call() };
    } catch (error) {
      if (this.deps.setting.mode === "fixed" || !learnsFrom(extension, error)) throw error;
      this.#learned.note(extension);
      return { offered: false };
    }
  }

  /**
   * An answer elsewhere (lib/transport/transport.ts) showed the extension missing: believed
   * like a refused call in whenOffered. A fixed setting is not overruled; false then.
   */
  learnAbsent(extension: Extension): boolean {
    if (this.deps.setting.mode === "fixed") return false;
    this.#learned.note(extension);
    return true;
  }

  forget(): void {
    this.#learned.clear();
    this.#document.clear();
  }

  async #listed(): Promise<Set<Extension> | undefined> {
    return (await this.#document.forceFetch("document")).listed;
  }
}
