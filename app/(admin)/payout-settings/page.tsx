import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { requireOperator } from "@/lib/auth/session";
import { PAYOUT_IN_FLIGHT_STATUSES, PAYOUT_LIFECYCLE } from "@/lib/contract/payout-lifecycle";
import { listServiceLevelRows } from "@/lib/db/queries/payout-sync";
import { grantsForOffers } from "@/lib/permissions/dashboard";
import { hasSyncCredential, syncCredentialSummary } from "@/lib/payouts-readmodel/credentials";
import { ServiceLevelsForm } from "./_components/service-levels-form";
import { SyncCredentialForm } from "./_components/sync-credential-form";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("payoutSettings");
  return { title: t("title") };
}

/**
 * The payouts read model's settings for the operator's customer: the read-only API operator the
 * sync signs in as, and the service levels per status (a change waits for a second operator).
 * Editing needs the approval policies' permission (roles:update); everyone else reads.
 */
export default async function PayoutSettingsPage() {
  const operator = await requireOperator();
  const t = await getTranslations("payoutSettings");
  const [rows, credential, hasCredential, grants] = await Promise.all([
    listServiceLevelRows(operator),
    syncCredentialSummary(operator),
    hasSyncCredential(operator),
    grantsForOffers(operator),
  ]);
  const mayEdit = grants.known && grants.names.has("roles:update");
  const own = new Map(rows.map((r) => [r.status, r]));
  const levels = PAYOUT_IN_FLIGHT_STATUSES.map((status) => ({
    status,
    phase: PAYOUT_LIFECYCLE[status].phase,
    defaultHours: PAYOUT_LIFECYCLE[status].serviceLevelHours ?? 24,
    hours: own.get(status)?.hours ?? PAYOUT_LIFECYCLE[status].serviceLevelHours ?? 24,
    changedBy: own.get(status)?.updatedBy ?? null,
  }));
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <SyncCredentialForm
        mayEdit={mayEdit}
        configured={
          credential
            ? { email: credential.email, by: credential.configuredBy, at: credential.configuredAt.toISOString() }
            : null
        }
        sandboxDefault={!credential && hasCredential}
      />
      <ServiceLevelsForm mayEdit={mayEdit} levels={levels} />
    </div>
  );
}
