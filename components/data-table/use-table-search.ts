"use client";

import { debounce, defaultRateLimit, useQueryStates } from "nuqs";
import { type TransitionStartFunction, useCallback, useEffect, useMemo, useRef } from "react";
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
const DELAYED = { limitUrlUpdates: debounce(URL_WRITE_DELAY_MS) };
const AT_ONCE = { limitUrlUpdates: defaultRateLimit };

/**
 * The list's URL state in the browser: nuqs's useQueryStates over the declaration's own parsers
 * (the ones the server page loaded with), so it reads exactly what the server page read. Every
 * change is a history entry (Back walks through filters and pages) and does not scroll; a filter
 * change goes back to page 1. The root layout's NuqsAdapter serves it.
 *
 * One change is one URL write. nuqs debounces each key on its own timer, so a change of several
 * keys could reach the address bar as several writes (a filter, then the page back to 1: two
 * history entries, the first one a state the list never showed). So only a change of a single
 * key waits; the keys a change sets to what they already are are left out first (a filter picked
 * on page 1 is one key), and a change of several keys is written at once, every key in one write
 * (taking any key still waiting with it).
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
  });
  type Values = TableSearchValues<F, S>;
  type Filters = { [K in keyof F]?: Values[K] };
  type Change = Parameters<typeof setValues>[0];

  // The values the last render showed, for the handlers below (which stay the same functions).
  const shown = useRef<Record<string, unknown>>(values);
  useEffect(() => {
    shown.current = values;
  }, [values]);
  const write = useCallback(
    (change: Record<string, unknown>) => {
      if (!shallow) return void setValues(change as Change);
      const parsers = search.parsers as Record<string, { defaultValue?: unknown }>;
      const changed = Object.entries(change).filter(
        ([key, value]) =>
          JSON.stringify(value ?? parsers[key]?.defaultValue ?? null) !== JSON.stringify(shown.current[key] ?? null),
      );
      if (changed.length === 0) return;
      if (changed.length === 1) return void setValues(Object.fromEntries(changed) as Change, DELAYED);
      void setValues({ ...shown.current, ...change } as Change, AT_ONCE);
    },
    [setValues, shallow, search],
  );

  const setFilters = useCallback((change: Filters) => write({ ...change, page: null }), [write]);
  const setPage = useCallback((page: number) => write({ page }), [write]);
  const { filterKeys, sizeKey } = search;
  const setPageSize = useCallback((size: number) => write({ [sizeKey]: size, page: null }), [write, sizeKey]);
  const resetFilters = useCallback(
    () => write({ ...Object.fromEntries(filterKeys.map((key) => [key, null])), page: null }),
    [write, filterKeys],
  );
  // Writes back what the parsers read, in place (no history entry): a hand-edited URL
  // (limit=1000, status=BOGUS) becomes the canonical one, so a copied link is the valid one.
  // Parameters that are not the list's (an open side sheet's) stay as they are.
  const rewriteUrl = useCallback(
    () => void setValues((current) => current, { history: "replace", ...AT_ONCE }),
    [setValues],
  );
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
