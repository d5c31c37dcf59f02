"use client";

import { createColumnHelper, useTable } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableFeatures, dataTableFeatures } from "@/components/data-table/features";
import { ProtectedValues } from "@/components/masked-value/protected-values";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import type { ChangeRequestView } from "@/lib/approvals/types";
import type { DecisionProof } from "@/lib/operations/approval-decisions";
import { type Decision, DecisionDialog } from "./decision-dialog";
import { DiffList } from "./diff-list";
import { RequestTarget } from "./request-target";
import { MakerReason } from "./maker-reason";

const helper = createColumnHelper<DataTableFeatures, ChangeRequestView>();

/** Pending requests: what changes, who asked and when, and the decisions this operator can make. */
export function PendingTable({
  rows,
  me,
  proof,
  proposed,
  names = {},
}: {
  rows: ChangeRequestView[];
  /** Targets' current names by targetKey (./target-names.ts). */
  names?: Readonly<Record<string, string>>;
  me: string;
  /** How a decider proves who they are (lib/operations/approval-decisions.ts decisionProof). */
  proof: DecisionProof;
  /** Masked values of each request's proposed input, by request id, each with its "Reveal". */
  proposed: Readonly<Record<string, readonly { path: string; masked: string }[]>>;
}) {
  const t = useTranslations("approvals");
  const [open, setOpen] = useState<{ id: string; decision: Decision } | null>(null);
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor("operation", {
          header: t("columns.operation"),
          meta: { label: t("columns.operation"), pinned: true },
          cell: ({ row: { original: r } }) => (
            <RequestTarget request={r} currentName={r.targetId ? names[`${r.targetType}:${r.targetId}`] : null}>
              {r.status === "executing" ? <Badge tone="info">{t("statuses.executing")}</Badge> : null}
            </RequestTarget>
          ),
        }),
        helper.accessor("diff", {
          header: t("columns.diff"),
          meta: { label: t("columns.diff") },
          cell: ({ row: { original: r } }) => (
            <div className="grid gap-1">
              <DiffList diff={r.diff} />
              <ProtectedValues recordType="change_request" recordId={r.id} fields={proposed[r.id] ?? []} />
              <MakerReason reason={r.reason} />
            </div>
          ),
        }),
        helper.accessor("makerEmail", {
          header: t("columns.maker"),
          meta: { label: t("columns.maker") },
          cell: ({ row: { original: r } }) => (
            <div className="grid gap-0.5">
              <span>{r.makerEmail}</span>
              <span className="text-xs text-muted-foreground">
                <DateTime value={r.createdAt} relative />
              </span>
            </div>
          ),
        }),
        helper.display({
          id: "approvals",
          header: t("columns.approvals"),
          meta: { label: t("columns.approvals"), hideBelow: "md" },
          cell: ({ row: { original: r } }) => (
            <div className="grid gap-0.5" data-testid="approval-count">
              <span>{t("approvalsCount", { count: r.approvals.length, required: r.requiredApprovals })}</span>
              <span className="text-xs text-muted-foreground">
                {t("columns.expires")} <DateTime value={r.expiresAt} relative />
              </span>
            </div>
          ),
        }),
        helper.display({
          id: "actions",
          header: t("columns.actions"),
          meta: { label: t("columns.actions") },
          cell: ({ row: { original: r } }) => {
            if (r.status !== "pending") return null;
            const mine = r.makerEmail === me;
            return (
              <div className="flex flex-wrap gap-2">
                {/* The server refuses a maker's approval whatever is clicked; the screen says so first. */}
                <Button
                  size="sm"
                  onClick={() => setOpen({ id: r.id, decision: "approve" })}
                  disabled={mine}
                  title={mine ? t("selfApprovalHint") : undefined}
                >
                  {t("approve")}
                </Button>
                {mine ? (
                  <Button size="sm" variant="outline" onClick={() => setOpen({ id: r.id, decision: "cancel" })}>
                    {t("cancel")}
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setOpen({ id: r.id, decision: "reject" })}>
                    {t("reject")}
                  </Button>
                )}
                {mine ? <p className="basis-full text-xs text-muted-foreground">{t("selfApprovalHint")}</p> : null}
              </div>
            );
          },
        }),
      ]),
    [t, me, proposed, names],
  );
  const table = useTable({ features: dataTableFeatures, columns, data: rows, getRowId: (r) => r.id });
  return (
    <div data-testid="approvals-pending">
      <DataTable table={table} label={t("pending.label")} empty={t("pending.empty")} />
      {open ? (
        <DecisionDialog
          requestId={open.id}
          decision={open.decision}
          proof={proof}
          request={rows.find((r) => r.id === open.id)}
          names={names}
          onOpenChange={(o) => (o ? undefined : setOpen(null))}
        />
      ) : null}
    </div>
  );
}
