import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { announceQueueChange } from "@/lib/approvals/live";
import { policiesInForce } from "@/lib/approvals/policy";
import { proposedValues } from "@/lib/approvals/proposed-values";
import { closeExpiredRequests } from "@/lib/approvals/tell-maker";
import { visibleQueue } from "@/lib/approvals/visibility";
import { requireOperator } from "@/lib/auth/session";
import { decisionProof } from "@/lib/operations/approval-decisions";
import { grantsForOffers } from "@/lib/permissions/dashboard";
import type { RawSearchParams } from "@/lib/table-search";
import { HistoryTable } from "./_components/history-table";
import { PendingTable } from "./_components/pending-table";
import { LinkedRequest } from "./_components/linked-request";
import { PolicyPanel } from "./_components/policy-panel";
import { currentTargetNames } from "./_components/target-names";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("approvals") };
}

/** The approvals queue of the operator's customer: what waits, what was decided, and the policies in force. */
export default async function ApprovalsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const operator = await requireOperator();
  // ?request=<id>: the request a banner, a history row or an audit entry links to.
  const linkedId = (await searchParams).request;
  const t = await getTranslations("approvals");
  // Requests past their expiry are closed here too, so the queue and the badge never show them.
  if ((await closeExpiredRequests(operator)).length > 0) await announceQueueChange(operator.customerId);
  // Only requests whose target the operator may read in the API (lib/approvals/visibility.ts).
  const [{ pending, decided }, policies, grants] = await Promise.all([
    visibleQueue(operator),
    policiesInForce(operator),
    grantsForOffers(operator),
  ]);
  const mayEditPolicies = grants.known && grants.names.has("roles:update");
  // Masked proposed values (a new account number) an approver may reveal from the request.
  const proposed = await proposedValues(operator, pending);
  // Targets by name (role, customer, account holder), the id beneath.
  const names = await currentTargetNames(operator, [...pending, ...decided]);
  const linked = typeof linkedId === "string" ? [...pending, ...decided].find((r) => r.id === linkedId) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      {linked ? (
        <LinkedRequest
          request={linked}
          currentName={linked.targetId ? names[`${linked.targetType}:${linked.targetId}`] : null}
        />
      ) : null}
      <section aria-labelledby="approvals-pending" className="flex flex-col gap-3">
        <h2 id="approvals-pending" className="text-base font-semibold">
          {t("pending.title")}
        </h2>
        <PendingTable
          rows={pending}
          me={operator.email.toLowerCase()}
          proof={decisionProof()}
          proposed={proposed}
          names={names}
        />
      </section>
      <section aria-labelledby="approvals-history" className="flex flex-col gap-3">
        <h2 id="approvals-history" className="text-base font-semibold">
          {t("history.title")}
        </h2>
        <HistoryTable rows={decided} names={names} />
      </section>
      <PolicyPanel policies={policies} mayEdit={mayEditPolicies} />
    </div>
  );
}
