import fc from "fast-check";

type Json = Record<string, unknown>;

/**
 * Strings over all of UTF-16, NUL and lone surrogates included: Postgres
 * refuses both in text and jsonb, so they must be refused as 400, not fail as 500.
 */
const anyString = () => fc.string({ unit: "binary" });
const anyValue = () => fc.anything({ stringUnit: "binary", key: anyString() });

/** Every path into a JSON value: object keys and array indexes, inner nodes included. */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  }
  return [];
}

/** A deep copy of value with the node at path replaced (or removed when replacement is REMOVE). */
const REMOVE = Symbol("remove");
function setAt(value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = setAt(copy[Number(head)], rest, replacement);
    if (next === REMOVE) copy.splice(Number(head), 1);
    else copy[Number(head)] = next;
    return copy;
  }
  const copy: Json = { ...(value as Json) };
  const next = setAt(copy[String(head)], rest, replacement);
  if (next === REMOVE) delete copy[String(head)];
  else copy[String(head)] = next;
  return copy;
}

/**
 * A valid body with one node changed: removed, replaced by any value, or
 * joined by an extra key. Most such bodies are refused, some are still valid.
 */
export function mutatedBody(valid: Json): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    fc.tuple(path, anyValue()).map(([p, v]) => setAt(valid, p, v)),
    path.map((p) => setAt(valid, p, REMOVE)),
    fc.tuple(anyString(), anyValue()).map(([k, v]) => ({ ...valid, [k]: v })),
    fc.tuple(path, anyString()).map(([p, s]) => setAt(valid, p, s)),
  );
}

/** Random bodies for a write endpoint: anything at all, any object, or a mutated valid body (weighted). */
export function randomBody(valid: Json, ...extra: Array<fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: anyValue(), weight: 1 },
    { arbitrary: fc.object({ stringUnit: "binary", key: anyString() }), weight: 1 },
    { arbitrary: mutatedBody(valid), weight: 3 },
    ...extra.map((arbitrary) => ({ arbitrary, weight: 2 })),
  );
}
