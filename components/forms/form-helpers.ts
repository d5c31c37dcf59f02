import type { FieldError, FieldValues, UseFormReturn } from "react-hook-form";

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
