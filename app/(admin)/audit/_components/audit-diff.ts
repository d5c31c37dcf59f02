/**
 * What an audit entry changed, in the terms of its record rather than of JSON paths:
 * a list of ids (a role's permissions) becomes "added" and "removed" by name, a customer's
 * pricing is grouped by currency pair, and any other nested value is a tree of its keys.
 */
export type ChangeKind = "added" | "removed" | "changed";

export interface ChangeNode {
  key: string;
  kind?: ChangeKind;
  before?: unknown;
  after?: unknown;
  children?: ChangeNode[];
  /** A set of names: what was added and removed (order does not matter there). */
  set?: { added: string[]; removed: string[] };
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const isScalarList = (v: unknown): v is (string | number)[] =>
  Array.isArray(v) && v.every((x) => typeof x === "string" || typeof x === "number");

/** Keys whose values are lists of ids the `names` map can name. */
const ID_LISTS = new Set(["permissionIds"]);

function setChange(
  key: string,
  before: unknown,
  after: unknown,
  names: ReadonlyMap<string, string>,
): ChangeNode | null {
  const label = (v: string | number) => names.get(String(v)) ?? String(v);
  const was = new Set((isScalarList(before) ? before : []).map(String));
  const now = new Set((isScalarList(after) ? after : []).map(String));
  const added = [...now]
    .filter((v) => !was.has(v))
    .map(label)
    .sort();
  const removed = [...was]
    .filter((v) => !now.has(v))
    .map(label)
    .sort();
  return added.length + removed.length > 0 ? { key, set: { added, removed } } : null;
}

/** The change between two values as a tree; unchanged keys are left out. */
export function changeTree(
  before: unknown,
  after: unknown,
  names: ReadonlyMap<string, string> = new Map(),
): ChangeNode[] {
  if (!isObject(before) && !isObject(after)) return [];
  const was = isObject(before) ? before : {};
  const now = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const nodes: ChangeNode[] = [];
  for (const key of keys) {
    const b = was[key];
    const a = now[key];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    if (
      (ID_LISTS.has(key) || isScalarList(b) || isScalarList(a)) &&
      (isScalarList(b) || b === undefined) &&
      (isScalarList(a) || a === undefined)
    ) {
      const node = setChange(key, b, a, ID_LISTS.has(key) ? names : new Map());
      if (node) nodes.push(node);
    } else if (isObject(b) && isObject(a)) {
      nodes.push({ key, children: changeTree(b, a, names) });
    } else if (b === undefined) {
      nodes.push({ key, kind: "added", after: a });
    } else if (a === undefined) {
      nodes.push({ key, kind: "removed", before: b });
    } else {
      nodes.push({ key, kind: "changed", before: b, after: a });
    }
  }
  return nodes;
}

/** How many leaf changes a tree holds (a set counts each name). */
export function countChanges(nodes: readonly ChangeNode[]): number {
  return nodes.reduce(
    (sum, n) => sum + (n.children ? countChanges(n.children) : n.set ? n.set.added.length + n.set.removed.length : 1),
    0,
  );
}

/** A leaf value on one line: text as it is, the rest as compact JSON. */
export function leafText(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? String(value);
}
