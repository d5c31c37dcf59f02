import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { requireOperator } from "@/lib/auth/session";
import { alertSettingsView } from "@/lib/operations/alert-settings";
import { knownOperators } from "@/lib/payouts/ownership";
import { grantsForOffers } from "@/lib/permissions/dashboard";
import { AlertSettingsForm } from "./_components/alert-settings-form";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("alertSettings");
  return { title: t("title") };
}

/**
 * The customer's payout alerts: who is on call when a payout nobody owns fails or goes overdue,
 * and the chat webhook that receives one digest per sync cycle.
 */
export default async function AlertsPage() {
  const operator = await requireOperator();
  const t = await getTranslations("alertSettings");
  const [settings, operators, grants] = await Promise.all([
    alertSettingsView(operator),
    knownOperators(operator),
    grantsForOffers(operator),
  ]);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <AlertSettingsForm
        settings={settings}
        operators={operators}
        mayEdit={!grants.known || grants.names.has("roles:update")}
      />
    </div>
  );
}
