/**
 * A small all-pairs (pairwise) generator for the layout matrix (e2e/layout.spec.ts): rows such
 * that every pair of values of any two parameters appears in at least one row. The full product
 * of widths × themes × languages per state would take too long on a small machine; pairs catch
 * what depends on two settings at once (Spanish at 390 px, dark at 1920 px) in a third of it.
 *
 * Deterministic: the seed rows come first, then greedily the row of the full product that covers
 * the most pairs not yet covered (the first such row in product order). The parameters here are
 * small (a product of 16), so trying every row is cheap and gives the minimum for 4 × 2 × 2.
 */

export type PairwiseRow<T extends Record<string, unknown>> = { [K in keyof T]: T[K] };

type Parameters<T extends Record<string, unknown>> = { [K in keyof T]: readonly T[K][] };

/** Every combination, in order: the first parameter varies slowest. */
function product<T extends Record<string, unknown>>(parameters: Parameters<T>): PairwiseRow<T>[] {
  let rows: Record<string, unknown>[] = [{}];
  for (const [name, values] of Object.entries(parameters) as [string, readonly unknown[]][]) {
    rows = rows.flatMap((row) => values.map((value) => ({ ...row, [name]: value })));
  }
  return rows as PairwiseRow<T>[];
}

/** The pairs a row covers, as "name=value|name=value" keys (names in parameter order). */
export function pairsOf(row: Record<string, unknown>, names: readonly string[]): string[] {
  const keys: string[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const a = names[i] as string;
      const b = names[j] as string;
      keys.push(`${a}=${String(row[a])}|${b}=${String(row[b])}`);
    }
  }
  return keys;
}

/**
 * Rows covering every pair of values. `seeds` are rows that must be in the result, first (the
 * screenshot baseline's slice, say); a seed naming a value a parameter does not have is dropped.
 */
export function pairwise<T extends Record<string, unknown>>(
  parameters: Parameters<T>,
  seeds: readonly PairwiseRow<T>[] = [],
): PairwiseRow<T>[] {
  const names = Object.keys(parameters);
  for (const name of names) {
    if ((parameters[name] as readonly unknown[]).length === 0) throw new Error(`pairwise: ${name} has no values`);
  }
  const candidates = product(parameters);
  const uncovered = new Set(candidates.flatMap((row) => pairsOf(row, names)));
  const rows: PairwiseRow<T>[] = [];
  const take = (row: PairwiseRow<T>) => {
    rows.push(row);
    for (const key of pairsOf(row, names)) uncovered.delete(key);
  };
  for (const seed of seeds) {
    const fits = names.every((name) => (parameters[name] as readonly unknown[]).includes(seed[name]));
    if (fits && !rows.some((row) => names.every((name) => row[name] === seed[name]))) take(seed);
  }
  // A single parameter has no pairs: each of its values is still looked at once.
  if (names.length < 2) {
    for (const row of candidates) if (!rows.some((r) => names.every((n) => r[n] === row[n]))) take(row);
    return rows;
  }
  while (uncovered.size > 0) {
    let best = candidates[0] as PairwiseRow<T>;
    let bestGain = -1;
    for (const row of candidates) {
      const gain = pairsOf(row, names).filter((key) => uncovered.has(key)).length;
      if (gain > bestGain) {
        best = row;
        bestGain = gain;
      }
    }
    take(best);
  }
  return rows;
}
