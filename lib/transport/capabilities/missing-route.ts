import { EXTENSION_NAMES, EXTENSIONS, type Extension } from "@/lib/contract/extensions";
import { SPEC_OPERATIONS } from "@/lib/contract/spec-operations";

/**
 * What a 404 or 405 says about the route it answered, judged by status, method and path alone
 * (never by the body: the specification's error body, problem+json, a gateway's HTML page or
 * nothing at all mean the same):
 * - `not-offered`: the API lacks this extension (a 405 anywhere on it; a 404 only on a path
 *   without an id, where it cannot be a missing record);
 * - `misconfigured`: the specification lists this operation, so the API should serve it: the
 *   base URL or something in between is wrong (a 405, or a 404 on a path without an id);
 * - undefined: a missing record (404 on a path with an id), or a route neither list knows.
 */
export type MissingRoute = { kind: "not-offered"; extension: Extension } | { kind: "misconfigured" };

/** `/api/v2/accounts/{id}` matches `/api/v2/accounts/acc_1` (one segment per parameter). */
function matcher(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${escaped}/?$`);
}

interface Route {
  method: string;
  matches: RegExp;
  hasId: boolean;
}

const route = (method: string, path: string): Route => ({
  method,
  matches: matcher(path),
  hasId: path.includes("{"),
});

const EXTENSION_ROUTES = EXTENSION_NAMES.map((name) => ({
  name,
  ...route(EXTENSIONS[name].method, EXTENSIONS[name].path),
}));
const SPEC_ROUTES = SPEC_OPERATIONS.map((op) => route(op.method, op.path));

/** A 404 on a lookup by query (`recharges-lookup?order=`) is "no such record", not a missing route. */
const FINDS_BY_QUERY: ReadonlySet<Extension> = new Set(["recharges-lookup"]);

export function missingRoute(method: string, path: string, status: number): MissingRoute | undefined {
  if (status !== 404 && status !== 405) return undefined;
  const m = method.toLowerCase();
  const bare = path.split("?")[0] ?? path;
  const says = (r: Route, byQuery = false) => status === 405 || (!r.hasId && !byQuery);
  const spec = SPEC_ROUTES.find((r) => r.method === m && r.matches.test(bare));
  if (spec) return says(spec) ? { kind: "misconfigured" } : undefined;
  const extension = EXTENSION_ROUTES.find((r) => r.method === m && r.matches.test(bare));
  if (extension && says(extension, FINDS_BY_QUERY.has(extension.name)))
    return { kind: "not-offered", extension: extension.name };
  return undefined;
}
