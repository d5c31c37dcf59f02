import type { Context } from "hono";
import type { ZodError } from "zod";
import { type ErrorArgument, badRequest } from "./errors";

type Issue = ZodError["issues"][number];
type PathKey = PropertyKey;

/** Renders a received value as the string the 400 body's arguments carry. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  try {
    const json = JSON.stringify(value);
    return json.length > 200 ? `${json.slice(0, 197)}...` : json;
  } catch {
    return String(value);
  }
}

function valueAt(input: unknown, path: readonly PathKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A branch that failed only because its discriminating `type` did not match is the wrong branch to report. */
const isTypeMismatch = (issue: Issue) => issue.path.at(-1) === "type" && issue.code === "invalid_value";

/**
 * Flattens zod issues into leaf issues with absolute paths. For a union that
 * failed, the errors of the most plausible branch are reported instead of a
 * vague "invalid input" on the whole object.
 */
function flatten(issues: readonly Issue[], prefix: readonly PathKey[] = []): Array<{ path: PathKey[]; issue: Issue }> {
  const out: Array<{ path: PathKey[]; issue: Issue }> = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const branches = [...issue.errors].sort((a, b) => {
        const mismatch = Number(a.some(isTypeMismatch)) - Number(b.some(isTypeMismatch));
        return mismatch !== 0 ? mismatch : a.length - b.length;
      });
      const best = branches[0];
      if (best && best.length > 0) {
        out.push(...flatten(best, path));
        continue;
      }
    }
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) out.push({ path: [...path, key], issue });
      continue;
    }
    out.push({ path, issue });
  }
  return out;
}

const keyOf = (path: readonly PathKey[], target: string) =>
  path.length === 0 ? target : path.map((k) => String(k)).join(".");

/** Builds the spec's 400 error from a zod error and the raw input it judged. */
export function validationError(domain: string, error: ZodError, input: unknown, target = "body") {
  const args: ErrorArgument[] = [];
  const messages: string[] = [];
  const seen = new Set<string>();
  for (const { path, issue } of flatten(error.issues)) {
    const key = keyOf(path, target);
    const message = issue.code === "unrecognized_keys" ? "Unknown field" : issue.message || "Invalid value";
    messages.push(`${key}: ${message}`);
    if (seen.has(key)) continue;
    seen.add(key);
    args.push({ key, value: describeValue(valueAt(input, path)) });
  }
  return badRequest(`${domain}.1001`, messages, args);
}

/** The raw value a validator target saw, for naming received values in a 400 body. */
export async function rawInput(c: Context, target: string): Promise<unknown> {
  switch (target) {
    case "query":
      return Object.fromEntries(
        Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v] as const),
      );
    case "param":
      return c.req.param();
    case "header":
      return c.req.header();
    case "json":
      return c.req.json().catch(() => undefined);
    default:
      return undefined;
  }
}
