"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ChangeRequestView } from "@/lib/approvals/types";

/**
 * A request's first cell in the pending and history tables: the operation by name and, when it
 * has one, the id of the record it changes. `children` adds a line (the pending table's
 * "executing" badge).
 */
export function RequestTarget({ request, children }: { request: ChangeRequestView; children?: ReactNode }) {
  const t = useTranslations("approvals.operations");
  return (
    <div className="grid gap-1">
      <span className="font-medium">{t(request.operation)}</span>
      {/* On a phone the id is cut short (whole in its title): a full id kept the pinned column so
          wide that the status beside it, the "Executed" badge, was cut off at the table's edge. */}
      {request.targetId ? (
        <span
          className="font-mono text-xs text-muted-foreground max-sm:max-w-28 max-sm:truncate"
          title={request.targetId}
        >
          {request.targetId}
        </span>
      ) : null}
      {children}
    </div>
  );
}
