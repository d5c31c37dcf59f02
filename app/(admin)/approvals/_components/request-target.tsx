"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ChangeRequestView } from "@/lib/approvals/types";

/**
 * A request's first cell in the pending and history tables (and the decision dialog): the
 * operation by name, then the record it changes by name (a role's, a customer's, an account's
 * holder) with the id beneath it, and the name it had when the request was made if it was
 * renamed since. `children` adds a line (the pending table's "executing" badge).
 */
export function RequestTarget({
  request,
  currentName,
  children,
}: {
  request: ChangeRequestView;
  /** The target's name now, read from the API; absent where it cannot be read. */
  currentName?: string | null;
  children?: ReactNode;
}) {
  const t = useTranslations("approvals");
  const atRequest = request.targetNameAtRequest;
  const name = currentName ?? atRequest;
  const renamed = currentName && atRequest && currentName !== atRequest;
  return (
    <div className="grid gap-1">
      <span className="font-medium">{t(`operations.${request.operation}`)}</span>
      {name ? (
        <span className="break-words" data-testid="request-target-name">
          {name}
          {renamed ? (
            <span className="block text-xs text-muted-foreground">{t("target.wasNamed", { name: atRequest })}</span>
          ) : null}
        </span>
      ) : null}
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
