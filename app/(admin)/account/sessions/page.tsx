import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { requireOperator } from "@/lib/auth/session";
import { listOwnSessions } from "@/lib/auth/sessions-list";
import { SessionsList } from "./_components/sessions-list";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sessions");
  return { title: t("title") };
}

/**
 * "Your sessions": where the operator is signed in (their customer and email only), with device,
 * address, start and last activity; any other session can be ended, one or all at once.
 */
export default async function SessionsPage() {
  const operator = await requireOperator();
  const t = await getTranslations("sessions");
  const sessions = await listOwnSessions(operator);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <SessionsList sessions={sessions} />
    </div>
  );
}
