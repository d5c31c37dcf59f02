import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OverviewPage } from "./_components/overview-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("overview") };
}

/** The landing page after login: payouts by phase, needs attention, amounts by currency. */
export default function Page() {
  return <OverviewPage />;
}
