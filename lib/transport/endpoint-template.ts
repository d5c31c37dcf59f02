import { EXTENSION_NAMES, EXTENSIONS } from "@/lib/contract/extensions";
import { SPEC_OPERATIONS } from "@/lib/contract/spec-operations";

/**
 * The API endpoint a call went to, as its template (`/api/v2/accounts/{id}`), for metric labels
 * and span names: a record's id never becomes a label value. The specification's operations and
 * the sandbox extensions' catalogue are the closed list; any other path is "other".
 */
const TEMPLATES = [...SPEC_OPERATIONS.map((op) => op.path), ...EXTENSION_NAMES.map((name) => EXTENSIONS[name].path)];

const matchers = [...new Set<string>(TEMPLATES)]
  .map((template) => {
    const pattern = template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
      .join("[^/]+");
    return { template, dynamic: template.includes("{"), pattern: new RegExp(`^${pattern}/?$`) };
  })
  // A fixed path wins over a template that would also match it (/roles/{id} vs /roles/me).
  .sort((a, b) => Number(a.dynamic) - Number(b.dynamic));

export function endpointTemplateOf(path: string): string {
  const bare = path.split("?")[0] ?? path;
  return matchers.find((m) => m.pattern.test(bare))?.template ?? "other";
}
