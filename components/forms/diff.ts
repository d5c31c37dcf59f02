/**
 * A flat list of what changed between two JSON values, used before saving (customers,
 * roles) and in the audit log. Paths use dots for keys and [n] for array positions.
 */
export type DiffKind = "added" | "removed" | "changed";
export interface DiffEntry {
  path: string;
  kind: DiffKind;
  before?: unknown;
  after?: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

export function diffValues(before: unknown, after: unknown, path = ""): DiffEntry[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      const p = join(path, key);
      if (!(key in after)) return [{ path: p, kind: "removed" as const, before: before[key] }];
      if (!(key in before)) return [{ path: p, kind: "added" as const, after: after[key] }];
      return diffValues(before[key], after[key], p);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: DiffEntry[] = [];
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i++) {
      const p = `${path}[${i}]`;
      if (i >= after.length) out.push({ path: p, kind: "removed", before: before[i] });
      else if (i >= before.length) out.push({ path: p, kind: "added", after: after[i] });
      else out.push(...diffValues(before[i], after[i], p));
    }
    return out;
  }
  if (Object.is(before, after)) return [];
  if (before === undefined) return [{ path, kind: "added", after }];
  if (after === undefined) return [{ path, kind: "removed", before }];
  return [{ path, kind: "changed", before, after }];
}

/** Set difference for id lists (role permissions): order does not matter there. */
export function diffIds(before: readonly string[], after: readonly string[]) {
  const was = new Set(before);
  const now = new Set(after);
  return { added: after.filter((id) => !was.has(id)), removed: before.filter((id) => !now.has(id)) };
}

/** One-line rendering of a leaf value for the diff view and CSV. */
export function renderValue(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "string") return JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}
