import type { AuditEntryView } from "@/lib/db/queries/audit";
import type { AuditRowView } from "./audit-details";
import { changeTree, countChanges } from "./audit-diff";
import { AuditEntries } from "./audit-entries";

/**
 * The log, one narrow row per entry with its details a click away. The change trees are worked
 * out here on the server. `permissionNames` maps permission ids to "resource:action" names
 * where the operator may list permissions; otherwise ids show.
 */
export function AuditTable({
  entries,
  pageCount,
  actions,
  permissionNames = new Map(),
}: {
  entries: AuditEntryView[];
  pageCount: number;
  actions: readonly string[];
  permissionNames?: ReadonlyMap<string, string>;
}) {
  const rows: AuditRowView[] = entries.map((e) => {
    // Edits have both sides; creations and refusals show what was sent.
    const changes = changeTree(e.before, e.after, permissionNames);
    return {
      // The public id (a uuid), never the global row number.
      id: e.id,
      at: e.at.toISOString(),
      operatorEmail: e.operatorEmail,
      action: e.action,
      targetType: e.targetType ?? null,
      targetId: e.targetId ?? null,
      ok: e.outcome === "success",
      errorCode: e.errorCode ?? null,
      errorMessage: e.errorMessage ?? null,
      requestId: e.requestId ?? null,
      changes,
      changeCount: countChanges(changes),
    };
  });
  return <AuditEntries rows={rows} pageCount={pageCount} actions={actions} />;
}
