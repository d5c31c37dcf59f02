/** Parses text that must hold a JSON object (not an array, not a scalar). */
export type JsonObjectParse =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; reason: "syntax" | "not_object"; detail?: string };

export function parseJsonObject(text: string): JsonObjectParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, reason: "syntax", detail: err instanceof Error ? err.message : undefined };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return { ok: false, reason: "not_object" };
  return { ok: true, value: value as Record<string, unknown> };
}

export const formatJson = (value: unknown) => JSON.stringify(value, null, 2);
