import { describe, expect, it } from "vitest";
import { BASELINE_LOOK, looksByLocale } from "../e2e/layout-matrix";
import { pairsOf, pairwise } from "../e2e/pairwise";
import { SCREEN_LOCALES, SCREEN_STATES, SCREEN_THEMES, SCREEN_WIDTHS } from "../e2e/screen-catalog";

/** Every pair of values of every two parameters, as pairsOf names them. */
function allPairs(parameters: Record<string, readonly unknown[]>): string[] {
  const names = Object.keys(parameters);
  const keys: string[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const a = names[i] as string;
      const b = names[j] as string;
      for (const x of parameters[a] ?? []) for (const y of parameters[b] ?? []) keys.push(`${a}=${x}|${b}=${y}`);
    }
  }
  return keys;
}

function covered(rows: Record<string, unknown>[], names: string[]): Set<string> {
  return new Set(rows.flatMap((row) => pairsOf(row, names)));
}

describe("pairwise", () => {
  const layout = { width: SCREEN_WIDTHS, theme: SCREEN_THEMES, locale: SCREEN_LOCALES };

  it("covers every pair of width, theme and language, in 8 rows instead of 16", () => {
    const rows = pairwise(layout, [{ width: 1440, theme: "light", locale: "en" }]);
    const seen = covered(rows, Object.keys(layout));
    for (const pair of allPairs(layout)) expect(seen, pair).toContain(pair);
    // Every width needs both themes: 8 is the least any covering can have.
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({ width: 1440, theme: "light", locale: "en" });
  });

  it("is deterministic and keeps its seeds first", () => {
    const seeds = [
      { width: 390, theme: "dark", locale: "es" },
      { width: 1920, theme: "light", locale: "en" },
    ] as const;
    const a = pairwise(layout, seeds);
    expect(pairwise(layout, seeds)).toEqual(a);
    expect(a.slice(0, 2)).toEqual(seeds);
  });

  it("drops a seed outside the values and still covers a state shown at one width only", () => {
    const phone = { width: [390], theme: SCREEN_THEMES, locale: SCREEN_LOCALES };
    const rows = pairwise(phone, [{ width: 1440, theme: "light", locale: "en" }]);
    expect(rows.every((row) => row.width === 390)).toBe(true);
    const seen = covered(rows, Object.keys(phone));
    for (const pair of allPairs(phone)) expect(seen, pair).toContain(pair);
    expect(rows).toHaveLength(4);
  });

  it("covers larger matrices too, with fewer rows than their product", () => {
    const big = { a: [1, 2, 3], b: ["x", "y", "z"], c: [true, false], d: ["p", "q", "r", "s"] };
    const rows = pairwise(big);
    const seen = covered(rows, Object.keys(big));
    for (const pair of allPairs(big)) expect(seen, pair).toContain(pair);
    expect(rows.length).toBeLessThan(3 * 3 * 2 * 4);
  });

  it("refuses a parameter without values", () => {
    expect(() => pairwise({ width: [] as number[], theme: SCREEN_THEMES })).toThrow(/width has no values/);
  });
});

describe("the layout matrix over the screen catalogue", () => {
  it("gives every catalogued state looks covering every pair of its widths, themes and languages", () => {
    for (const state of SCREEN_STATES) {
      const widths: number[] = SCREEN_WIDTHS.filter((w) => !state.widths || state.widths.includes(w));
      const parameters = { width: widths, theme: SCREEN_THEMES, locale: SCREEN_LOCALES };
      const looks = looksByLocale(state).flatMap((group) => group.looks);
      const seen = covered(looks, Object.keys(parameters));
      for (const pair of allPairs(parameters)) expect(seen, `${state.id} ${pair}`).toContain(pair);
      if (widths.includes(BASELINE_LOOK.width)) expect(looks[0], state.id).toEqual(BASELINE_LOOK);
    }
  });

  it("opens each language once, with the looks in that language", () => {
    const groups = looksByLocale({});
    expect(groups.map((g) => g.locale)).toEqual(["en", "es"]);
    for (const group of groups) expect(group.looks.every((look) => look.locale === group.locale)).toBe(true);
  });
});
