/**
 * The size bound of one audit entry, applied by the one writer (./audit.ts) so it holds for every
 * caller: whatever an operator sends, an entry keeps at most AUDIT_ENTRY_BYTES of before, after
 * and errorMessage together. Larger values become a summary (field paths and sizes, marked
 * truncated), never the values; long strings are cut. A refused input (INVALID_INPUT_CODE) keeps
 * field paths and error codes only: its values were never accepted, so they are not kept at all
 * (nor its errorMessage, which may quote them).
 */

/** before + after + errorMessage of one entry, in UTF-8 bytes of their JSON. */
export const AUDIT_ENTRY_BYTES = 4096;
/** Longest string kept inside before/after (characters); longer ones are cut. */
export const AUDIT_STRING_CHARS = 1000;
/** Longest errorMessage kept (characters). */
export const AUDIT_MESSAGE_CHARS = 1024;
/** Longest target id / request id kept (a refused input's id comes from the raw input). */
export const AUDIT_ID_CHARS = 200;
/** errorCode of a refused input: the same value as the pipeline's and the action kit's. */
export const INVALID_INPUT_ERROR_CODE = "DASHBOARD.INVALID_INPUT";

const MAX_PATHS = 100;
const MAX_SEGMENT_CHARS = 64;
const MAX_DEPTH = 12;
const CUT_MARK = "…[cut]";

export interface BoundedParts {
  before: unknown;
  after: unknown;
  errorMessage: string | null;
}

/** A summary that replaced a value too large to keep. */
export interface TruncatedSummary {
  truncated: true;
  /** UTF-8 bytes of the value's JSON. */
  bytes: number;
  fields: { path: string; bytes: number }[];
  /** Leaf fields not listed (beyond the bound). */
  omittedFields?: number;
}

const encoder = new TextEncoder();
const byteSize = (value: unknown): number =>
  value === undefined || value === null
    ? 0
    : encoder.encode(typeof value === "string" ? value : JSON.stringify(value)).length;

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}${CUT_MARK}` : text);

/** An object literal (not a Date or other class instance, which JSON writes its own way). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Every leaf of a JSON value as "a.b[0].c" with its size; keys are cut, depth and count bounded. */
export function leafPaths(
  value: unknown,
  limit = MAX_PATHS,
): { fields: { path: string; bytes: number }[]; total: number } {
  const fields: { path: string; bytes: number }[] = [];
  let total = 0;
  const walk = (node: unknown, path: string, depth: number) => {
    const children: [string, unknown][] | undefined = Array.isArray(node)
      ? node.map((child, i) => [`${path}[${i}]`, child])
      : isPlainObject(node)
        ? Object.entries(node).map(([key, child]) => [
            path ? `${path}.${cut(key, MAX_SEGMENT_CHARS)}` : cut(key, MAX_SEGMENT_CHARS),
            child,
          ])
        : undefined;
    if (children && children.length > 0 && depth < MAX_DEPTH) {
      for (const [childPath, child] of children) walk(child, childPath, depth + 1);
      return;
    }
    total++;
    if (fields.length < limit) fields.push({ path: path || "(value)", bytes: byteSize(node) });
  };
  walk(value, "", 0);
  return { fields, total };
}

/** Long strings cut, recursively. */
function cutStrings(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cut(value, AUDIT_STRING_CHARS);
  if (depth >= MAX_DEPTH) return typeof value === "object" && value !== null ? "[too deep]" : value;
  if (Array.isArray(value)) return value.map((v) => cutStrings(v, depth + 1));
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [cut(k, MAX_SEGMENT_CHARS), cutStrings(v, depth + 1)]),
    );
  return value;
}

function summarize(value: unknown, paths: number): TruncatedSummary | null {
  if (value === null || value === undefined) return null;
  const { fields, total } = leafPaths(value, paths);
  const summary: TruncatedSummary = { truncated: true, bytes: byteSize(value), fields };
  if (total > fields.length) summary.omittedFields = total - fields.length;
  return summary;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");

/**
 * A refused input as paths and codes. Two shapes are kept as they are (they hold no values):
 * `{ fields: string[], codes?: string[] }` and the pipeline's `{ issues: { path, code }[],
 * omitted? }`. Anything else is reduced to its key paths.
 */
export function refusedInputView(after: unknown): unknown {
  if (isPlainObject(after)) {
    const keys = Object.keys(after);
    if (
      isStringArray(after.fields) &&
      keys.every((k) => k === "fields" || k === "codes") &&
      (after.codes === undefined || isStringArray(after.codes))
    )
      return after.codes === undefined ? { fields: after.fields } : { fields: after.fields, codes: after.codes };
    const issues = after.issues;
    if (
      Array.isArray(issues) &&
      keys.every((k) => k === "issues" || k === "omitted") &&
      (after.omitted === undefined || typeof after.omitted === "number") &&
      issues.every(
        (i) =>
          isPlainObject(i) &&
          typeof i.path === "string" &&
          typeof i.code === "string" &&
          Object.keys(i).every((k) => k === "path" || k === "code"),
      )
    )
      return after;
  }
  if (after === null || after === undefined) return after;
  const { fields, total } = leafPaths(after);
  const view: { fields: string[]; omittedFields?: number } = { fields: fields.map((f) => f.path) };
  if (total > fields.length) view.omittedFields = total - fields.length;
  return view;
}

const total = (p: BoundedParts) => byteSize(p.before) + byteSize(p.after) + byteSize(p.errorMessage);

/**
 * before/after (already stripped of credentials) and errorMessage, bounded. Strings are cut
 * first; if the entry is still too large, before and after become summaries, listing fewer
 * paths until it fits (at the end, only their sizes).
 */
export function boundAuditParts(parts: BoundedParts, errorCode: string | null | undefined): BoundedParts {
  const after = errorCode === INVALID_INPUT_ERROR_CODE ? refusedInputView(parts.after) : parts.after;
  // A refused input's message may quote what was sent (a validator's "received …"); its paths
  // are in `after` already, so the message is not kept.
  const message = errorCode === INVALID_INPUT_ERROR_CODE ? null : parts.errorMessage;
  const cutParts: BoundedParts = {
    before: cutStrings(parts.before),
    after: cutStrings(after),
    errorMessage: message === null ? null : cut(message, AUDIT_MESSAGE_CHARS),
  };
  if (total(cutParts) <= AUDIT_ENTRY_BYTES) return cutParts;
  for (const paths of [MAX_PATHS, 25, 5, 0]) {
    const summarized: BoundedParts = {
      // Sizes of the values as given (before cutting); paths come out cut and bounded.
      before: summarize(parts.before, paths),
      after: summarize(after, paths),
      errorMessage: cutParts.errorMessage,
    };
    if (total(summarized) <= AUDIT_ENTRY_BYTES) return summarized;
  }
  // Unreachable with the limits above (two bare summaries and a cut message are far below 4 KB).
  return { before: null, after: { truncated: true, bytes: byteSize(parts.after) }, errorMessage: null };
}
