import { createHash } from "node:crypto";

/** JSON with object keys sorted at every level, so equal bodies hash equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Fingerprint of a creation body, stored to tell an idempotent retry from a conflicting reuse of externalId. */
export const requestHash = (body: unknown) => createHash("sha256").update(canonicalJson(body)).digest("hex");
