import { createHash } from "node:crypto";

/** Deterministic random numbers (mulberry32), so every seeded store holds the same data. */
export class Rng {
  #state: number;

  constructor(seed: string | number) {
    this.#state = typeof seed === "number" ? seed >>> 0 : createHash("sha256").update(seed).digest().readUInt32LE(0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick() from an empty list");
    return item;
  }

  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    const last = entries.at(-1);
    if (!last) throw new Error("weighted() from an empty list");
    return last[0];
  }

  chars(alphabet: string, length: number): string {
    let out = "";
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  digits(length: number): string {
    return this.chars("0123456789", length);
  }

  /** A version-4-shaped UUID drawn from this generator. */
  uuid(): string {
    const hex = this.chars("0123456789abcdef", 32);
    const variant = "89ab"[Math.floor(this.next() * 4)];
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

/** A UUID-shaped id derived from a name, stable across stores (e.g. stableId("customer:acme")). */
export function stableId(name: string): string {
  const h = createHash("sha256").update(name).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
