import "server-only";
import { ClockIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { DateTime } from "@/components/ui/date-time";
import { OPERATIONS, type Operation } from "@/lib/approvals/types";
import { pendingForTargets } from "@/lib/db/queries/change-requests";
import type { CustomerScope } from "@/lib/db/scope";

const isOperation = (v: string): v is Operation => (OPERATIONS as readonly string[]).includes(v);

/**
 * A record's page says when a change to it is waiting for approval (issue 30): what is pending,
 * who asked, since when, and a link to the request; still there after a reload, since it is read
 * from the change requests, not from the form that made it. Nothing when none waits.
 */
export async function PendingChangeBanner({
  scope,
  targetType,
  targetId,
}: {
  scope: CustomerScope;
  targetType: string;
  /** null: any record of the type (the customer's one webhook configuration). */
  targetId: string | null;
}) {
  const requests = await pendingForTargets(scope, targetType, targetId === null ? "any" : [targetId]);
  const first = requests[0];
  if (!first) return null;
  const t = await getTranslations("held.banner");
  const ops = await getTranslations("approvals.operations");
  return (
    <Alert tone="warning" data-testid="pending-change-banner">
      <ClockIcon aria-hidden />
      <AlertTitle>{t("title")}</AlertTitle>
      <AlertDescription>
        <p>
          {t("body", {
            what: isOperation(first.operation) ? ops(first.operation) : first.operationName,
            maker: first.makerName ?? first.makerEmail,
          })}{" "}
          · <DateTime value={first.createdAt.toISOString()} relative />
          {requests.length > 1 ? ` · ${t("more", { count: requests.length - 1 })}` : null}
        </p>
        {first.reason ? (
          // The maker's own words, as text (lib/approvals/maker-reason.ts).
          <p className="whitespace-pre-line break-words" data-testid="pending-change-reason">
            {t("why", { reason: first.reason })}
          </p>
        ) : null}
        <p>{t("nothingSent")}</p>
        <Link href={`/approvals?request=${encodeURIComponent(first.id)}`} className="text-primary underline">
          {t("link")}
        </Link>
      </AlertDescription>
    </Alert>
  );
}

/** The ids among these with a change waiting for approval: what a list marks. */
export async function idsWithPendingChange(
  scope: CustomerScope,
  targetType: string,
  ids: readonly string[],
): Promise<string[]> {
  const requests = await pendingForTargets(scope, targetType, ids);
  return [...new Set(requests.map((r) => r.targetId).filter((id): id is string => id !== null))];
}
