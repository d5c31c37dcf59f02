import type { FieldError, FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";

/** Optional text inputs: an emptied box means "absent", not "" (which z.email() and friends refuse). */
export const emptyAsUndefined = { setValueAs: (v: unknown) => (v === "" || v === null ? undefined : v) };

/** The error at a dotted path, for fields addressed by string (nested, conditional). */
export function errorAt<T extends FieldValues>(form: UseFormReturn<T>, path: string): FieldError | undefined {
  let node: unknown = form.formState.errors;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node && typeof node === "object" && "message" in node ? (node as FieldError) : undefined;
}

/**
 * register() plus the field's current value as defaultValue, so the server's HTML already shows
 * it: register alone fills the input only after hydration, leaving empty boxes meanwhile.
 */
export function registerWithValue<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const value: unknown = form.getValues(name);
  const defaultValue = typeof value === "string" || typeof value === "number" ? String(value) : "";
  return { ...form.register(name, options), defaultValue };
}

/** Whether react-hook-form's dirtyFields (nested objects and arrays of flags) marks any field. */
export function anyDirty(dirtyFields: unknown): boolean {
  if (dirtyFields === true) return true;
  if (Array.isArray(dirtyFields)) return dirtyFields.some(anyDirty);
  if (dirtyFields && typeof dirtyFields === "object") return Object.values(dirtyFields).some(anyDirty);
  return false;
}
