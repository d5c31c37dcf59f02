import { createLoader, createParser, createSerializer, parseAsArrayOf, type SingleParserBuilder } from "nuqs/server";

/*
 * A list's URL state, declared once: which filters the list has (and how each parses), its page
 * and page size. The parsers come from nuqs/server, which has no "use client" and is meant for
 * code shared by both sides: the server page and route handlers load with them, and the
 * browser's useTableSearch hands the very same parsers to nuqs's useQueryStates.
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

const stringParser = <V extends string>(parse: (raw: string) => V | null) =>
  createParser<V>({ parse, serialize: String });

/** A whole number (`1.5` reads as 1, garbage as absent), moved to the nearest allowed value. */
const intParser = (clampTo: (value: number) => number) =>
  createParser<number>({
    parse: (raw) => {
      const value = Number.parseInt(raw.trim(), 10);
      return Number.isFinite(value) ? clampTo(value) : null;
    },
    serialize: String,
  });

function optionParser<V extends string>(options: readonly V[]) {
  const byUpper = new Map(options.map((option) => [option.toUpperCase(), option]));
  return stringParser((raw) => byUpper.get(raw.trim().toUpperCase()) ?? null);
}

// Typed loosely here; defineTableSearch's return type says what each variant yields.
function filterParser(spec: FilterSpec): SingleParserBuilder<unknown> {
  if (spec.variant === "select") return optionParser(spec.options) as SingleParserBuilder<unknown>;
  if (spec.variant === "text") return stringParser((raw) => raw.trim() || null) as SingleParserBuilder<unknown>;
  if (spec.variant === "date") {
    return stringParser((raw) => {
      const day = raw.trim();
      return DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null;
    }) as SingleParserBuilder<unknown>;
  }
  const items = parseAsArrayOf(optionParser(spec.options));
  // An empty list (nothing valid left) is "no filter", not a filter that matches nothing.
  return createParser<string[]>({
    parse: (raw) => {
      const values = items.parse(raw);
      return values && values.length > 0 ? [...new Set(values)] : null;
    },
    serialize: items.serialize,
    eq: items.eq,
  }) as SingleParserBuilder<unknown>;
}

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A list's URL state, for the server and the browser alike:
 * - `filters` (each with its URL key, for column meta), `filterKeys`, the page size's `sizeKey`
 *   and choices;
 * - `parsers`: keyed by URL parameter (filters first, then `page` and the page size), for
 *   useTableSearch in the browser;
 * - `load(searchParams)`: the server page's parse, with the same parsers;
 * - `correct(searchParams)`: the same parse plus the list of values it had to change
 *   (`limit=1000` → 100, `page=0` → 1, `status=BOGUS` dropped), for a notice;
 * - `serialize(values)`: the canonical query string (defaults left out);
 * - `filterValues(values)`: set filters as strings, for an API query, counts or an export.
 */
export function defineTableSearch<const F extends Record<string, FilterSpec>, const S extends string = "perPage">(
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
  const size = intParser((value) => Math.min(maxPageSize, Math.max(1, value))).withDefault(defaultPageSize);
  // Filters first: the order of the URL's parameters and of the corrections shown.
  const parsers = {
    ...(Object.fromEntries(filterKeys.map((key) => [key, filterParser(spec.filters[key] as FilterSpec)])) as {
      [K in keyof F]: SingleParserBuilder<NonNullable<FilterValue<F[K]>>>;
    }),
    page: intParser((value) => Math.max(1, value)).withDefault(1),
    ...({ [sizeKey]: size } as { [K in S]: typeof size }),
  };
  const load = createLoader(parsers);
  const serializer = createSerializer(parsers, { clearOnDefault: true });
  type Values = TableSearchValues<F, S>;

  function correct(raw: RawSearchParams): { values: Values; corrections: UrlCorrection[] } {
    const flat: Record<string, string> = {};
    for (const key of Object.keys(parsers)) {
      const value = firstValue(raw[key]);
      if (value !== undefined) flat[key] = value;
    }
    const values = load(flat) as Values;
    const corrections: UrlCorrection[] = [];
    for (const [param, from] of Object.entries(flat)) {
      const parsed = values[param as keyof Values] as unknown;
      const parser = parsers[param as keyof typeof parsers] as unknown as { serialize: (v: unknown) => string };
      const to = parsed === null ? null : parser.serialize(parsed);
      // Spaces trimmed from a pasted value are not worth a notice; a changed or dropped value is.
      if (to !== from.trim() && (to !== null || from.trim() !== "")) corrections.push({ param, from, to });
    }
    return { values, corrections };
  }

  function filterValues(values: Values): Partial<Record<keyof F & string, string>> {
    const out: Partial<Record<keyof F & string, string>> = {};
    for (const key of filterKeys) {
      const value = values[key] as unknown;
      if (value === null || value === undefined) continue;
      out[key] = Array.isArray(value) ? value.join(",") : String(value);
    }
    return out;
  }

  return {
    filters,
    filterKeys,
    sizeKey,
    pageSizes,
    defaultPageSize,
    parsers,
    load: (raw: RawSearchParams | URLSearchParams | string) => load(raw) as Values,
    correct,
    serialize: (values: Partial<Values>) => serializer(values as never),
    filterValues,
  };
}

export type TableSearch<
  F extends Record<string, FilterSpec> = Record<string, FilterSpec>,
  S extends string = string,
> = ReturnType<typeof defineTableSearch<F, S>>;

/**
 * The URL state of a list that only pages: every list endpoint of the API takes `page` and
 * `limit` (1 to 100) and answers `totalPage`. A list without filters, search or sort uses this
 * one declaration (server page and browser table alike) instead of declaring its own; a list
 * with filters declares them with defineTableSearch.
 */
export const apiListSearch = defineTableSearch({
  filters: {},
  defaultPageSize: 25,
  maxPageSize: 100,
  pageSizeParam: "limit",
});
