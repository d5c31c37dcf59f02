"use client";

import { debounce, useQueryStates } from "nuqs";
import { type TransitionStartFunction, useCallback, useMemo } from "react";
import type { FilterSpec, TableSearch, TableSearchValues } from "@/lib/table-search";

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
 * How long a shallow list's new state waits before it is written to the address bar. The hook's
 * values change at once (the list asks for its rows in the same click); writing the URL makes
 * Next's router render the whole tree again for its search params, work the rows do not need,
 * so it comes after them (nuqs's own rate limit, `limitUrlUpdates: debounce`). A server-rendered
 * list (shallow: false) writes at once: its rows come from that navigation.
 */
const URL_WRITE_DELAY_MS = 150;

/**
 * The list's URL state in the browser: nuqs's useQueryStates over the declaration's own parsers
 * (the ones the server page loaded with), so it reads exactly what the server page read. Every
 * change is a history entry (Back walks through filters and pages) and does not scroll; a filter
 * change goes back to page 1. The root layout's NuqsAdapter serves it.
 */
export function useTableSearch<F extends Record<string, FilterSpec>, S extends string>(
  search: TableSearch<F, S>,
  { shallow = true, startTransition }: UseTableSearchOptions = {},
) {
  const [values, setValues] = useQueryStates(search.parsers, {
    history: "push",
    scroll: false,
    shallow,
    startTransition,
    ...(shallow ? { limitUrlUpdates: debounce(URL_WRITE_DELAY_MS) } : {}),
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
  // Writes back what the parsers read, in place (no history entry): a hand-edited URL
  // (limit=1000, status=BOGUS) becomes the canonical one, so a copied link is the valid one.
  // Parameters that are not the list's (an open side sheet's) stay as they are.
  const rewriteUrl = useCallback(() => void setValues((current) => current, { history: "replace" }), [setValues]);
  const typed = values as unknown as Values;
  const hasFilters = filterKeys.some((key) => typed[key] !== null);
  const pageSize = (typed as Record<S, number>)[sizeKey];
  return useMemo(
    () => ({ search, values: typed, pageSize, hasFilters, setFilters, setPage, setPageSize, resetFilters, rewriteUrl }),
    [search, typed, pageSize, hasFilters, setFilters, setPage, setPageSize, resetFilters, rewriteUrl],
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
