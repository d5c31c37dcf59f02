"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ZonedTime } from "@/components/ui/zoned-time";
import type { ChangeNode } from "./audit-diff";
import { ChangeTreeView } from "./change-tree-view";
import { type AuditOutcome, actionKey, auditOutcome, auditRecordHref } from "./audit-links";

const OUTCOME_TONE = { success: "success", stepUp: "info", failure: "destructive" } as const satisfies Record<
  AuditOutcome,
  string
>;
const OUTCOME_LABEL = { success: "success", stepUp: "stepUp", failure: "failure" } as const satisfies Record<
  AuditOutcome,
  string
>;

/** What one entry needs in the browser; Dates become ISO text before they cross to the client. */
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

/** Beside the operator's own zone: an audit trail is compared across teams and time zones. */
export const utc = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

/**
 * One entry in full (operator, record, request id, error, the change as a tree) in a side
 * sheet: the list stays in place, and a change of any size has the room it needs, on a phone too.
 * Closing puts focus back on the entry's row.
 */
export function AuditDetailsSheet({ entry, onClose }: { entry: AuditRowView | null; onClose: () => void }) {
  const t = useTranslations("audit");
  // The entry is gone by the time the sheet closes; focus goes back to the row it was opened from.
  const last = useRef(entry);
  if (entry) last.current = entry;
  return (
    <Sheet open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent
        data-testid="audit-details"
        onCloseAutoFocus={(event) => {
          const id = last.current?.id;
          const row = id && document.querySelector(`tr[data-row-id="${CSS.escape(id)}"]`);
          if (!(row instanceof HTMLElement)) return;
          event.preventDefault();
          row.focus();
        }}
      >
        {entry ? (
          <>
            <SheetHeader>
              <SheetTitle className="text-base break-words">
                {t.has(`actions.${actionKey(entry.action)}`) ? t(`actions.${actionKey(entry.action)}`) : entry.action}
                <span className="block font-mono text-xs font-normal text-muted-foreground break-all">
                  {entry.action}
                </span>
              </SheetTitle>
              <SheetDescription className="flex flex-wrap items-center gap-2">
                <ZonedTime value={entry.at} className="font-mono text-xs" />
                <time dateTime={entry.at} className="font-mono text-xs text-muted-foreground">
                  {utc(entry.at)}
                </time>
                <Badge tone={OUTCOME_TONE[auditOutcome(entry)]}>{t(OUTCOME_LABEL[auditOutcome(entry)])}</Badge>
                {entry.errorCode ? <span className="font-mono text-xs">{entry.errorCode}</span> : null}
              </SheetDescription>
            </SheetHeader>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
              <dt className="text-muted-foreground">{t("columns.operator")}</dt>
              <dd className="break-all">{entry.operatorEmail}</dd>
              {entry.targetId ? (
                <>
                  <dt className="text-muted-foreground">{t("columns.target")}</dt>
                  <dd className="font-mono text-xs break-all">
                    {auditRecordHref(entry.targetType, entry.targetId) ? (
                      <Link
                        href={auditRecordHref(entry.targetType, entry.targetId) ?? "#"}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {entry.targetType} {entry.targetId}
                      </Link>
                    ) : (
                      <>
                        {entry.targetType} {entry.targetId}
                      </>
                    )}
                  </dd>
                </>
              ) : null}
              {entry.requestId ? (
                <>
                  <dt className="text-muted-foreground">{t("columns.requestId")}</dt>
                  <dd className="font-mono text-xs break-all">{entry.requestId}</dd>
                </>
              ) : null}
              {entry.errorMessage ? (
                <>
                  <dt className="text-muted-foreground">{t("error")}</dt>
                  <dd className="break-words">{entry.errorMessage}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t("columns.change")}</dt>
              <dd className="min-w-0 text-xs">
                <ChangeTreeView nodes={entry.changes} />
              </dd>
            </dl>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
