import { createLoader, createParser, createSerializer, parseAsArrayOf } from "nuqs/server";
import {
  describeTableSearch,
  type FilterSpec,
  type RawSearchParams,
  type TableSearchSpec,
  type TableSearchValues,
  type UrlCorrection,
} from "./search-spec";

export * from "./search-spec";

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A list's URL state (describeTableSearch) with the server's parse added:
 * - `parsers`: made with nuqs/server's factories, for `createLoader`;
 * - `load(searchParams)`: the server page's parse (same parsers as the browser's hook);
 * - `correct(searchParams)`: the same parse plus the list of values it had to change
 *   (`limit=1000` → 100, `page=0` → 1, `status=BOGUS` dropped), for a notice;
 * - `serialize(values)`: the canonical query string (defaults left out).
 */
export function defineTableSearch<const F extends Record<string, FilterSpec>, const S extends string = "perPage">(
  spec: TableSearchSpec<F, S>,
) {
  const description = describeTableSearch(spec);
  const parsers = description.parsersWith({ createParser, parseAsArrayOf });
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

  return {
    ...description,
    parsers,
    load: (raw: RawSearchParams | URLSearchParams | string) => load(raw) as Values,
    correct,
    serialize: (values: Partial<Values>) => serializer(values as never),
  };
}

export type TableSearch<
  F extends Record<string, FilterSpec> = Record<string, FilterSpec>,
  S extends string = string,
> = ReturnType<typeof defineTableSearch<F, S>>;
