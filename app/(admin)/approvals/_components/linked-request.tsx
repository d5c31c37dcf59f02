"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { ChangeRequestView } from "@/lib/approvals/types";
import { DiffList } from "./diff-list";
import { RequestTarget } from "./request-target";
import { MakerReason } from "./maker-reason";

/**
 * The request a link points at (a record's "waiting for approval" banner, the recharge history,
 * an account's decision history, the audit log): shown first, whole, with where it stands; the
 * queue and history below still list it among the others.
 */
export function LinkedRequest({ request, currentName }: { request: ChangeRequestView; currentName?: string | null }) {
  const t = useTranslations("approvals");
  return (
    <section
      aria-labelledby="linked-request-title"
      className="grid gap-2 rounded-md border border-primary/40 p-4 text-sm"
      data-testid="linked-request"
      data-request-id={request.id}
    >
      <h2 id="linked-request-title" className="text-base font-semibold">
        {t("linked.title")}
      </h2>
      <RequestTarget request={request} currentName={currentName} />
      <DiffList diff={request.diff} />
      <MakerReason reason={request.reason} className="text-sm" />
      <p className="text-muted-foreground">
        {t("linked.madeBy", { maker: request.makerName ?? request.makerEmail })} ·{" "}
        <DateTime value={request.createdAt} />
      </p>
      <div>
        <Badge tone={request.status === "pending" ? "warning" : "neutral"} data-status={request.status}>
          {t(`statuses.${request.status}`)}
        </Badge>
      </div>
    </section>
  );
}
