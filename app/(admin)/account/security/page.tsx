import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { recoveryCodeCounts } from "@/lib/db/queries/recovery-codes";
import { listFactors } from "@/lib/auth/mfa/verify";
import { requireOperator } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { SecurityPanel } from "./_components/security-panel";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("mfa");
  return { title: t("security.title") };
}

/**
 * Security: the signed-in operator's second factors (passkeys, authenticator apps) and recovery
 * codes. Adding, renaming and removing them asks for a step-up first.
 */
export default async function SecurityPage() {
  const operator = await requireOperator();
  const t = await getTranslations("mfa");
  const [factors, recovery] = await Promise.all([
    listFactors(operator.customerId, operator.email),
    recoveryCodeCounts(operator.customerId, operator.email),
  ]);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={t("security.title")} description={t("security.description")} />
      <SecurityPanel
        factors={factors.map((f) => ({
          id: f.id,
          kind: f.kind,
          label: f.label,
          createdAt: f.createdAt.toISOString(),
          lastUsedAt: f.lastUsedAt?.toISOString() ?? null,
        }))}
        recovery={recovery}
        keepOne={getEnv().OPERATOR_MFA === "required"}
      />
    </div>
  );
}
