"use client";

import { ChevronRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { ChangeNode } from "./audit-diff";
import { ChangeTreeView } from "./change-tree-view";

/** What one row needs; Dates become ISO text before they cross to the client. */
export interface AuditRowView {
  id: string;
  at: string;
  operatorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ok: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  requestId: string | null;
  changes: ChangeNode[];
  changeCount: number;
}

/** UTC on purpose: an audit trail is compared across teams and time zones. */
const utc = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

/**
 * One entry in five narrow columns; its details (request id, error, the change as a tree)
 * open in a full-width row below, so the table fits its area whatever the change holds.
 */
export function AuditRow({ entry, columns }: { entry: AuditRowView; columns: number }) {
  const t = useTranslations("audit");
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <TableRow data-action={entry.action} className="align-top">
        <TableCell className="w-0 pr-0">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t("details", { action: entry.action })}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronRightIcon aria-hidden className={cn("transition-transform", open && "rotate-90")} />
          </Button>
        </TableCell>
        <TableCell className="font-mono text-xs whitespace-normal sm:whitespace-nowrap">
          <time dateTime={entry.at}>{utc(entry.at)}</time>
        </TableCell>
        <TableCell className="hidden max-w-48 text-xs break-all md:table-cell">{entry.operatorEmail}</TableCell>
        <TableCell className="text-xs">
          <span className="font-mono">{entry.action}</span>
          {/* On phones the outcome sits under the action: four narrow columns fit 390 px. */}
          <span className="mt-1 block sm:hidden">
            <Badge tone={entry.ok ? "success" : "destructive"}>{entry.ok ? t("success") : t("failure")}</Badge>
          </span>
          {entry.targetId ? (
            <span
              className="block max-w-32 truncate font-mono text-muted-foreground sm:max-w-56"
              title={entry.targetId}
            >
              {entry.targetType} {entry.targetId}
            </span>
          ) : null}
        </TableCell>
        <TableCell className="hidden sm:table-cell">
          <Badge tone={entry.ok ? "success" : "destructive"}>{entry.ok ? t("success") : t("failure")}</Badge>
          {entry.errorCode ? <span className="mt-1 block font-mono text-xs">{entry.errorCode}</span> : null}
        </TableCell>
        <TableCell className="hidden text-xs whitespace-nowrap text-muted-foreground sm:table-cell">
          {entry.changeCount > 0 ? t("changes", { count: entry.changeCount }) : null}
        </TableCell>
      </TableRow>
      {open ? (
        <TableRow id={detailsId} data-testid="audit-details" className="bg-muted/30">
          <TableCell colSpan={columns} className="whitespace-normal">
            <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[auto_minmax(0,1fr)]">
              {/* The operator column gives way on phones; the details still name them. */}
              <dt className="text-muted-foreground md:hidden">{t("columns.operator")}</dt>
              <dd className="break-all md:hidden">{entry.operatorEmail}</dd>
              {entry.targetId ? (
                <>
                  <dt className="text-muted-foreground">{t("columns.target")}</dt>
                  <dd className="font-mono break-all">
                    {entry.targetType} {entry.targetId}
                  </dd>
                </>
              ) : null}
              {entry.requestId ? (
                <>
                  <dt className="text-muted-foreground">{t("columns.requestId")}</dt>
                  <dd className="font-mono break-all">{entry.requestId}</dd>
                </>
              ) : null}
              {entry.errorMessage ? (
                <>
                  <dt className="text-muted-foreground">{t("error")}</dt>
                  <dd className="break-words">{entry.errorMessage}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t("columns.change")}</dt>
              <dd className="min-w-0">
                <ChangeTreeView nodes={entry.changes} />
              </dd>
            </dl>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
