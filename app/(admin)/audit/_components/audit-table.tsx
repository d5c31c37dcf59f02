import { useTranslations } from "next-intl";
import { diffValues } from "@/components/forms/diff";
import { DiffView } from "@/components/forms/diff-view";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AuditLogRow } from "@/lib/db/schema";

/** UTC on purpose: an audit trail is compared across teams and time zones. */
const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace("T", " ")} UTC`;

export function AuditTable({ entries }: { entries: AuditLogRow[] }) {
  const t = useTranslations("audit");
  return (
    <Table data-testid="audit-table">
      <TableHeader>
        <TableRow>
          <TableHead>{t("columns.at")}</TableHead>
          <TableHead>{t("columns.operator")}</TableHead>
          <TableHead>{t("columns.action")}</TableHead>
          <TableHead>{t("columns.target")}</TableHead>
          <TableHead>{t("columns.outcome")}</TableHead>
          <TableHead>{t("columns.requestId")}</TableHead>
          <TableHead>{t("columns.change")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((e) => {
          const ok = e.outcome === "success";
          // Edits have both sides; creations and refusals show what was sent.
          const changes = e.before !== null ? diffValues(e.before, e.after) : diffValues({}, e.after ?? {});
          return (
            <TableRow key={e.id} data-action={e.action} className="align-top">
              <TableCell className="font-mono text-xs whitespace-nowrap">
                <time dateTime={e.at.toISOString()}>{utc(e.at)}</time>
              </TableCell>
              <TableCell>{e.operatorEmail}</TableCell>
              <TableCell className="font-mono text-xs">{e.action}</TableCell>
              <TableCell className="text-xs">
                {e.targetType}
                {e.targetId ? <span className="block font-mono break-all">{e.targetId}</span> : null}
              </TableCell>
              <TableCell>
                <Badge tone={ok ? "success" : "destructive"}>{ok ? t("success") : t("failure")}</Badge>
                {e.errorCode ? <span className="mt-1 block font-mono text-xs">{e.errorCode}</span> : null}
                {e.errorMessage ? (
                  <span className="block max-w-60 text-xs text-muted-foreground">{e.errorMessage}</span>
                ) : null}
              </TableCell>
              <TableCell className="font-mono text-xs break-all">{e.requestId}</TableCell>
              <TableCell className="min-w-64">
                {changes.length > 0 ? (
                  <details>
                    <summary className="cursor-pointer text-xs text-primary">
                      {t("changes", { count: changes.length })}
                    </summary>
                    <DiffView entries={changes} className="mt-2" />
                  </details>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
