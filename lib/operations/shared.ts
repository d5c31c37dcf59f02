import type { DiffEntry } from "@/lib/approvals/types";
import type { Extension } from "@/lib/contract/extensions";
import { canonicalJson } from "@/lib/shared/canonical-json";
import { offers } from "@/lib/transport/capabilities";

/** Helpers the operation modules share: what changed, and reads an API may not offer. */

export const changed = (a: unknown, b: unknown) => canonicalJson(a) !== canonicalJson(b);
export const sortedIds = (ids: readonly string[]) => [...ids].sort();

export function diffOf(base: Record<string, unknown> | null, after: Record<string, unknown>): DiffEntry[] {
  return Object.entries(after)
    .filter(([, value]) => value !== undefined)
    .filter(([field, value]) => !base || changed(base[field], value))
    .map(([field, value]) => ({ field, before: base ? (base[field] ?? null) : null, after: value }));
}

/**
 * A base read through an extension: asked only where the API offers it (an API with the
 * specification's endpoints alone is never sent a read it lacks), and a missing record (404/405)
 * is null there, not a failure.
 */
export async function readable<T>(extension: Extension, read: () => Promise<T>): Promise<T | null> {
  if (!(await offers(extension))) return null;
  try {
    return await read();
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 404 || status === 405) return null;
    throw error;
  }
}

/**
 * A refusal by the dashboard's own rule, in the shape the error mapper reads as a known
 * failure (status, kind, code), so the form gets the code and the audit entry records it.
 */
export class DashboardRefusal extends Error {
  override name = "DashboardRefusal";
  readonly status: number;
  readonly kind: "validation" | "not_found";
  readonly errorCode: string;
  readonly messages: string[];
  constructor(errorCode: string, message = "", kind: "validation" | "not_found" = "validation") {
    super(message || errorCode);
    this.kind = kind;
    this.status = kind === "not_found" ? 404 : 400;
    this.errorCode = errorCode;
    this.messages = message ? [message] : [];
  }
}
