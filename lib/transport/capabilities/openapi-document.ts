import { z } from "zod";
import { EXTENSION_NAMES, EXTENSIONS, type Extension } from "@/lib/contract/extensions";

/** Only what discovery needs of an OpenAPI document: its paths and their methods. */
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** `/api/v2/roles/{roleId}` and `/api/v2/roles/{id}` are the same operation. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}").replace(/\/+$/, "");

/**
 * The extensions a served OpenAPI document lists. An operation listed is offered, marked as an
 * extension or not (a real API may publish one of these without the sandbox's mark); one not
 * listed is not. Undefined when the body is not an OpenAPI document.
 */
export function extensionsInDocument(body: unknown): Set<Extension> | undefined {
  const parsed = documentSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const listed = new Set<string>();
  for (const [path, item] of Object.entries(parsed.data.paths)) {
    for (const method of Object.keys(item)) listed.add(`${method.toLowerCase()} ${shape(path)}`);
  }
  return new Set(
    EXTENSION_NAMES.filter((name) => listed.has(`${EXTENSIONS[name].method} ${shape(EXTENSIONS[name].path)}`)),
  );
}
