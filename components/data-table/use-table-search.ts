"use client";

import { createParser, parseAsArrayOf, useQueryStates } from "nuqs";
import { type TransitionStartFunction, useCallback, useMemo } from "react";
import type { FilterSpec, TableSearchDescription, TableSearchValues } from "./search-spec";

export type UseTableSearchOptions = {
  /**
   * true (the default): only the URL changes and the list fetches its rows in the browser (TanStack
   * Query). false: the server page renders again with the new values (pair with startTransition
   * to keep the old rows on screen, with `isPending` for a loading hint).
   */
  shallow?: boolean;
  startTransition?: TransitionStartFunction;
};

/**
 * The list's URL state in the browser: nuqs's useQueryStates over the declaration's parsers, made
 * with nuqs's own factories (the same parsers the server page made with nuqs/server's), so it reads
 * exactly what the server page read and the browser loads one copy of nuqs. Every change is a history entry (Back walks
 * through filters and pages) and does not scroll; a filter change goes back to page 1.
 * Needs a NuqsAdapter above it (nuqs/adapters/next/app).
 */
export function useTableSearch<F extends Record<string, FilterSpec>, S extends string>(
  search: TableSearchDescription<F, S>,
  { shallow = true, startTransition }: UseTableSearchOptions = {},
) {
  const parsers = useMemo(() => search.parsersWith({ createParser, parseAsArrayOf }), [search]);
  const [values, setValues] = useQueryStates(parsers, {
    history: "push",
    scroll: false,
    shallow,
    startTransition,
  });
  type Values = TableSearchValues<F, S>;
  type Filters = { [K in keyof F]?: Values[K] };
  type Change = Parameters<typeof setValues>[0];

  const setFilters = useCallback((change: Filters) => void setValues({ ...change, page: null } as Change), [setValues]);
  const setPage = useCallback((page: number) => void setValues({ page } as Change), [setValues]);
  const { filterKeys, sizeKey } = search;
  const setPageSize = useCallback(
    (size: number) => void setValues({ [sizeKey]: size, page: null } as Change),
    [setValues, sizeKey],
  );
  const resetFilters = useCallback(
    () => void setValues({ ...Object.fromEntries(filterKeys.map((key) => [key, null])), page: null } as Change),
    [setValues, filterKeys],
  );
  const typed = values as unknown as Values;
  const hasFilters = filterKeys.some((key) => typed[key] !== null);
  const pageSize = (typed as Record<S, number>)[sizeKey];
  return useMemo(
    () => ({ search, values: typed, pageSize, hasFilters, setFilters, setPage, setPageSize, resetFilters }),
    [search, typed, pageSize, hasFilters, setFilters, setPage, setPageSize, resetFilters],
  );
}

export type TableSearchState<
  F extends Record<string, FilterSpec> = Record<string, FilterSpec>,
  S extends string = string,
> = ReturnType<typeof useTableSearch<F, S>>;

/** What the toolbar's filters need of any list's state, whatever its filters. */
export type TableFilterState = {
  values: object;
  hasFilters: boolean;
  setFilters: (change: never) => void;
  resetFilters: () => void;
};
