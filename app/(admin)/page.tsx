import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("overview") };
}

/** Placeholder until the overview (issue 4) is built: the landing page after login. */
export default function OverviewPage() {
  return <ScreenPlaceholder screen="overview" />;
}
