/**
 * The request body of a partial update (PUT /backoffice/roles/{id}, PATCH /customers/{id}) from
 * a form whose fields all start empty: the API's record cannot be read first, so a field the
 * operator left alone must not be sent, or it would overwrite the record with a blank.
 * Pure: the review step shows exactly this body, and the action validates it again.
 */

/** How a field's text becomes a JSON value. */
export type PartialFieldKind = "text" | "boolean" | "ids" | "json";

/** Why a filled field could not become a value; the form shows it under the field. */
export type PartialFieldError = "not_boolean" | "not_json_object";

export interface PartialBody {
  body: Record<string, unknown>;
  errors: Record<string, PartialFieldError>;
}

/** Ids separated by commas, spaces or new lines; repeats dropped, order kept. */
export function parseIds(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

/** Sets `a.b.c` in a nested object, creating the objects on the way. */
function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== "object" || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

/**
 * Only filled fields are in the body (a dotted name such as `data.accountNumber` lands nested): text trimmed and not empty, a yes/no field set to "true"
 * or "false" (empty: unchanged), ids with at least one id, a JSON object that parses.
 */
export function buildPartialBody(
  kinds: Record<string, PartialFieldKind>,
  values: Record<string, string | undefined>,
): PartialBody {
  const body: Record<string, unknown> = {};
  const errors: Record<string, PartialFieldError> = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const text = (values[field] ?? "").trim();
    if (text === "") continue;
    switch (kind) {
      case "text":
        setPath(body, field, text);
        break;
      case "boolean":
        if (text === "true" || text === "false") setPath(body, field, text === "true");
        else errors[field] = "not_boolean";
        break;
      case "ids": {
        const ids = parseIds(text);
        if (ids.length > 0) setPath(body, field, ids);
        break;
      }
      case "json": {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          errors[field] = "not_json_object";
          break;
        }
        if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) setPath(body, field, parsed);
        else errors[field] = "not_json_object";
        break;
      }
    }
  }
  return { body, errors };
}
