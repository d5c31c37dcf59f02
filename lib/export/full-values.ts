import { z } from "zod";
import { revealReasonSchema } from "@/lib/security/reveal-schema";

/**
 * An export with full values. Masked is the default (GET, no side effects); full values are a
 * POST with the reason in its body, refused from another site, after a fresh step-up, and audited
 * with what was exported and why (never a value): lib/pipeline/route.ts applies the order.
 */
export const FULL_VALUES_AUDIT_ACTION = "export.full_values";

/** The body of a full-value export: only the reason (the filters stay in the query string). */
export const fullValuesBodySchema = z.strictObject({ reason: revealReasonSchema });

/** The audit entry's "after" of an export with full values. */
export function fullValuesAuditView(entry: { filters: Record<string, string>; rowCount: number; reason: string }) {
  return { filters: entry.filters, rowCount: entry.rowCount, reason: entry.reason };
}
