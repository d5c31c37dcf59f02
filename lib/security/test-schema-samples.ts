import type { z } from "zod";

/**
 * Test support: sample values of a zod 4 schema, built from its public definition
 * (`schema._zod.def`, narrowed through `z.core.$ZodTypes`), so a test can feed the masking every
 * field path a contract schema has. Each string leaf holds its own recognisable text; each
 * alternative of a union of objects gives its own samples (a discriminated union's branches are
 * labelled with their discriminator, "account<PIX>"), so a field that exists in one branch only
 * is reached too. Values are not parsed: only the shape matters here, not refinements.
 */

/** One leaf of a sample: its label (schema path), where it sits in the value, and what was put there. */
export interface SampleLeaf {
  label: string;
  at: (string | number)[];
  value: string | number | boolean | null;
}

export interface Sample {
  value: unknown;
  leaves: SampleLeaf[];
}

/** Unions of objects multiply samples; a schema that needs more than this is a test to split. */
const MAX_SAMPLES = 2_000;
const MAX_DEPTH = 24;

/** A counter-based string no masking output could contain by chance: "Zq0042-8675309". */
function leafText(counter: { n: number }): string {
  counter.n += 1;
  return `Zq${String(counter.n).padStart(4, "0")}-8675309`;
}

const asTypes = (schema: z.core.$ZodType) => schema as unknown as z.core.$ZodTypes;

/** Whether a schema can hold fields (so each union branch is worth its own samples). */
function isStructured(schema: z.core.$ZodType, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  const s = asTypes(schema);
  const def = s._zod.def;
  switch (def.type) {
    case "object":
    case "array":
    case "record":
    case "tuple":
    case "intersection":
      return true;
    case "union":
      return def.options.some((o) => isStructured(o, depth + 1));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return isStructured(def.innerType, depth + 1);
    case "pipe":
      return isStructured(def.in, depth + 1);
    case "lazy":
      return isStructured(def.getter(), depth + 1);
    default:
      return false;
  }
}

/** The one value a discriminated union's branch is told apart by, when it is a literal. */
function discriminatorValue(option: z.core.$ZodType, key: string): string | undefined {
  const def = asTypes(option)._zod.def;
  if (def.type !== "object") return undefined;
  const field = def.shape[key];
  if (!field) return undefined;
  const fieldDef = asTypes(field)._zod.def;
  if (fieldDef.type === "literal") return String(fieldDef.values[0]);
  if (fieldDef.type === "enum") return Object.values(fieldDef.entries).map(String).join("|");
  return undefined;
}

/** Every combination of the alternatives of each part (a cross product), capped. */
interface Combination {
  entries: [string | number, unknown][];
  leaves: SampleLeaf[];
}

function combine(parts: { key: string | number; alternatives: Sample[] }[], label: string): Combination[] {
  let acc: Combination[] = [{ entries: [], leaves: [] }];
  for (const part of parts) {
    const next: typeof acc = [];
    for (const partial of acc)
      for (const alt of part.alternatives)
        next.push({ entries: [...partial.entries, [part.key, alt.value]], leaves: [...partial.leaves, ...alt.leaves] });
    if (next.length > MAX_SAMPLES) throw new Error(`more than ${MAX_SAMPLES} samples at ${label}`);
    acc = next;
  }
  return acc;
}

interface Walk {
  counter: { n: number };
  /**
   * Named schemas: a leaf inside a named object is labelled from the innermost name, not from the
   * root. A named leaf (nonEmpty, phoneE164) keeps its path: the path is what decides.
   */
  names: ReadonlyMap<z.core.$ZodType, string>;
}

function build(
  schema: z.core.$ZodType,
  parentLabel: string,
  at: (string | number)[],
  walk: Walk,
  depth: number,
): Sample[] {
  if (depth > MAX_DEPTH) throw new Error(`schema nested deeper than ${MAX_DEPTH} at ${parentLabel}`);
  const name = depth > 0 && isStructured(schema) ? walk.names.get(schema) : undefined;
  const label = name ?? parentLabel;
  const { counter } = walk;
  const leaf = (value: SampleLeaf["value"]): Sample[] => [{ value, leaves: [{ label, at, value }] }];
  const s = asTypes(schema);
  const def = s._zod.def;
  switch (def.type) {
    case "string":
      return leaf(leafText(counter));
    case "number":
    case "bigint":
      return leaf(1);
    case "boolean":
      return leaf(true);
    case "null":
      return leaf(null);
    case "literal": {
      const value = def.values[0];
      return leaf(typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null);
    }
    case "enum":
      return leaf(Object.values(def.entries)[0] ?? null);
    case "date":
      return [{ value: new Date(0), leaves: [] }];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return build(def.innerType, label, at, walk, depth + 1);
    case "pipe":
      return build(def.in, label, at, walk, depth + 1);
    case "lazy":
      return build(def.getter(), label, at, walk, depth + 1);
    case "array": {
      const items = build(def.element, `${label}[]`, [...at, 0], walk, depth + 1);
      return items.map((item) => ({ value: [item.value], leaves: item.leaves }));
    }
    case "tuple": {
      const parts = def.items.map((item, i) => ({
        key: i,
        alternatives: build(item, `${label}[${i}]`, [...at, i], walk, depth + 1),
      }));
      return combine(parts, label).map((c) => ({
        value: c.entries.map(([, v]) => v),
        leaves: c.leaves,
      }));
    }
    case "object": {
      const parts = Object.entries(def.shape).map(([key, field]) => ({
        key,
        alternatives: build(field, `${label}.${key}`, [...at, key], walk, depth + 1),
      }));
      return combine(parts, label).map((c) => ({
        value: Object.fromEntries(c.entries),
        leaves: c.leaves,
      }));
    }
    case "record": {
      // Free-form JSON (z.record(z.string(), z.unknown())) has no field path to walk.
      const valueDef = asTypes(def.valueType)._zod.def;
      if (valueDef.type === "unknown" || valueDef.type === "any") return [{ value: {}, leaves: [] }];
      return build(def.valueType, `${label}.*`, [...at, "key"], walk, depth + 1).map((v) => ({
        value: { key: v.value },
        leaves: v.leaves,
      }));
    }
    case "intersection": {
      const left = build(def.left, label, at, walk, depth + 1);
      const right = build(def.right, label, at, walk, depth + 1);
      return left.flatMap((l) =>
        right.map((r) => ({
          value: { ...(l.value as object), ...(r.value as object) },
          leaves: [...l.leaves, ...r.leaves],
        })),
      );
    }
    case "union": {
      const discriminator = "discriminator" in def && typeof def.discriminator === "string" ? def.discriminator : null;
      if (!def.options.some((o) => isStructured(o))) {
        const first = def.options[0];
        return first ? build(first, label, at, walk, depth + 1) : [];
      }
      return def.options.flatMap((option) => {
        const branch = discriminator ? discriminatorValue(option, discriminator) : undefined;
        return build(option, branch ? `${label}<${branch}>` : label, at, walk, depth + 1);
      });
    }
    default:
      // unknown, any, transform, custom, void, never…: no field path the contract describes.
      return [{ value: undefined, leaves: [] }];
  }
}

/**
 * Every sample of a schema, its leaves labelled from `name` ("payoutSchema.beneficiary<BANK>.type"),
 * or from the innermost schema of `names` they sit in ("bankAccountSchema.accountNumber"), so a
 * field shared by many records is one label.
 */
export function schemaSamples(
  schema: z.core.$ZodType,
  name: string,
  names: ReadonlyMap<z.core.$ZodType, string> = new Map(),
): Sample[] {
  return build(schema, name, [], { counter: { n: 0 }, names }, 0);
}

/** Whether a value is a zod schema (an export of lib/contract may be a constant or a function). */
export function isZodSchema(value: unknown): value is z.core.$ZodType {
  return typeof value === "object" && value !== null && "_zod" in value;
}

/** The value at a concrete path of a sample. */
export function valueAt(value: unknown, at: (string | number)[]): unknown {
  let current: unknown = value;
  for (const part of at) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}
