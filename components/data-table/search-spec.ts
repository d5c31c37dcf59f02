import type { createParser, parseAsArrayOf, SingleParserBuilder } from "nuqs/server";

/*
 * A list's URL state, declared once as plain data: which filters the list has (and how each
 * parses), its page and page size. No "use client", no JSX and no nuqs code at run time (only
 * its types), so the server page, route handlers and the browser all import the declaration;
 * search.ts adds the server's parse (nuqs/server), use-table-search.ts the browser's hook
 * (nuqs), both over parsers made here, so the browser loads one copy of nuqs.
 */

/** Exact text: surrounding spaces (a paste) are trimmed; empty means "no filter". */
export type TextFilter = { variant: "text" };
/** One value out of a fixed list; matched without regard to case, unknown values dropped. */
export type SelectFilter<V extends string = string> = { variant: "select"; options: readonly V[] };
/** Several values out of a fixed list (only where the API takes several), as `a,b` in the URL. */
export type MultiSelectFilter<V extends string = string> = { variant: "multiSelect"; options: readonly V[] };
/** A calendar day, `YYYY-MM-DD`; anything else is dropped. */
export type DateFilter = { variant: "date" };
export type FilterSpec = TextFilter | SelectFilter | MultiSelectFilter | DateFilter;

/** A filter's value as the list reads it (null: not set). */
export type FilterValue<F extends FilterSpec> =
  F extends SelectFilter<infer V> ? V | null : F extends MultiSelectFilter<infer V> ? V[] | null : string | null;

/** A declared filter, as column meta points at it: its URL parameter and how it is chosen. */
export type TableFilter<F extends FilterSpec = FilterSpec, K extends string = string> = F & { key: K };

export type TableSearchSpec<F extends Record<string, FilterSpec>, S extends string = "perPage"> = {
  /** URL parameter name → filter. The names are the URL's (and usually the API's) own. */
  filters: F;
  /** Sizes the pager offers; any other size from 1 to maxPageSize in the URL is honoured. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Larger sizes in a hand-edited URL are lowered to this (the API's maximum). */
  maxPageSize?: number;
  /** The page size's URL parameter and value name (`perPage` unless the list's API calls it e.g. `limit`). */
  pageSizeParam?: S;
};

export type TableSearchValues<F extends Record<string, FilterSpec>, S extends string = "perPage"> = {
  page: number;
} & { [K in S]: number } & { [K in keyof F]: FilterValue<F[K]> };

/** One hand-edited URL value the list changed, to be shown: `to: null` means it was dropped. */
export type UrlCorrection = { param: string; from: string; to: string | null };

export type RawSearchParams = Record<string, string | string[] | undefined>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The two nuqs factories the parsers are made with: nuqs/server's on the server, nuqs's in the browser. */
export type ParserKit = { createParser: typeof createParser; parseAsArrayOf: typeof parseAsArrayOf };

const stringParser = <V extends string>({ createParser }: ParserKit, parse: (raw: string) => V | null) =>
  createParser<V>({ parse, serialize: String });

/** A whole number (`1.5` reads as 1, garbage as absent), moved to the nearest allowed value. */
const intParser = ({ createParser }: ParserKit, clampTo: (value: number) => number) =>
  createParser<number>({
    parse: (raw) => {
      const value = Number.parseInt(raw.trim(), 10);
      return Number.isFinite(value) ? clampTo(value) : null;
    },
    serialize: String,
  });

function optionParser<V extends string>(kit: ParserKit, options: readonly V[]) {
  const byUpper = new Map(options.map((option) => [option.toUpperCase(), option]));
  return stringParser(kit, (raw) => byUpper.get(raw.trim().toUpperCase()) ?? null);
}

// Typed loosely here; defineTableSearch's return type says what each variant yields.
function filterParser(kit: ParserKit, spec: FilterSpec): SingleParserBuilder<unknown> {
  if (spec.variant === "select") return optionParser(kit, spec.options) as SingleParserBuilder<unknown>;
  if (spec.variant === "text") return stringParser(kit, (raw) => raw.trim() || null) as SingleParserBuilder<unknown>;
  if (spec.variant === "date") {
    return stringParser(kit, (raw) => {
      const day = raw.trim();
      return DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null;
    }) as SingleParserBuilder<unknown>;
  }
  const items = kit.parseAsArrayOf(optionParser(kit, spec.options));
  // An empty list (nothing valid left) is "no filter", not a filter that matches nothing.
  return kit.createParser<string[]>({
    parse: (raw) => {
      const values = items.parse(raw);
      return values && values.length > 0 ? [...new Set(values)] : null;
    },
    serialize: items.serialize,
    eq: items.eq,
  }) as SingleParserBuilder<unknown>;
}

/**
 * A list's URL state as plain data with no nuqs code of its own, so browser code can import it
 * without nuqs/server: `filters` (each with its URL key, for column meta), the page size's key
 * and choices, `filterValues()` (set filters as strings, for the API) and `parsersWith(kit)`:
 * the parsers keyed by URL parameter, made with the given nuqs factories (useTableSearch passes
 * nuqs's, defineTableSearch nuqs/server's, so both parse alike).
 */
export function describeTableSearch<const F extends Record<string, FilterSpec>, const S extends string = "perPage">(
  spec: TableSearchSpec<F, S>,
) {
  const pageSizes = spec.pageSizes ?? [10, 25, 50, 100];
  const defaultPageSize = spec.defaultPageSize ?? 25;
  const maxPageSize = spec.maxPageSize ?? 100;
  const filterKeys = Object.keys(spec.filters) as (keyof F & string)[];
  const filters = Object.fromEntries(filterKeys.map((key) => [key, { ...spec.filters[key], key }])) as {
    [K in keyof F & string]: TableFilter<F[K], K>;
  };
  const sizeKey = (spec.pageSizeParam ?? "perPage") as S;
  const parsersWith = (kit: ParserKit) => {
    const size = intParser(kit, (value) => Math.min(maxPageSize, Math.max(1, value))).withDefault(defaultPageSize);
    // Filters first: the order of the URL's parameters and of the corrections shown.
    return {
      ...(Object.fromEntries(filterKeys.map((key) => [key, filterParser(kit, spec.filters[key] as FilterSpec)])) as {
        [K in keyof F]: SingleParserBuilder<NonNullable<FilterValue<F[K]>>>;
      }),
      page: intParser(kit, (value) => Math.max(1, value)).withDefault(1),
      ...({ [sizeKey]: size } as { [K in S]: typeof size }),
    };
  };

  /** Filter values only, set ones only: for an API query, counts or an export. */
  function filterValues(values: TableSearchValues<F, S>): Partial<Record<keyof F & string, string>> {
    const out: Partial<Record<keyof F & string, string>> = {};
    for (const key of filterKeys) {
      const value = values[key] as unknown;
      if (value === null || value === undefined) continue;
      out[key] = Array.isArray(value) ? value.join(",") : String(value);
    }
    return out;
  }

  return { filters, filterKeys, sizeKey, pageSizes, defaultPageSize, parsersWith, filterValues };
}

export type TableSearchDescription<
  F extends Record<string, FilterSpec> = Record<string, FilterSpec>,
  S extends string = string,
> = ReturnType<typeof describeTableSearch<F, S>>;
