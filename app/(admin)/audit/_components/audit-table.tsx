import { useTranslations } from "next-intl";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AuditLogRow } from "@/lib/db/schema";
import { changeTree, countChanges } from "./audit-diff";
import { AuditRow, type AuditRowView } from "./audit-row";

const COLUMNS = 6;

/**
 * The log, one narrow row per entry, details expandable. `permissionNames` maps permission
 * ids to "resource:action" names where the operator may list permissions; otherwise ids show.
 */
export function AuditTable({
  entries,
  permissionNames = new Map(),
}: {
  entries: AuditLogRow[];
  permissionNames?: ReadonlyMap<string, string>;
}) {
  const t = useTranslations("audit");
  const rows: AuditRowView[] = entries.map((e) => {
    // Edits have both sides; creations and refusals show what was sent.
    const changes = changeTree(e.before, e.after, permissionNames);
    return {
      id: String(e.id),
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
  return (
    <Table data-testid="audit-table">
      <TableHeader>
        <TableRow>
          <TableHead className="w-0">
            <span className="sr-only">{t("columns.details")}</span>
          </TableHead>
          <TableHead>{t("columns.at")}</TableHead>
          <TableHead className="hidden md:table-cell">{t("columns.operator")}</TableHead>
          <TableHead>{t("columns.action")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("columns.outcome")}</TableHead>
          <TableHead className="hidden sm:table-cell">{t("columns.change")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <AuditRow key={row.id} entry={row} columns={COLUMNS} />
        ))}
      </TableBody>
    </Table>
  );
}
