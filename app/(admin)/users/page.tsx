import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("users") };
}

/** Placeholder until the users screen is built. */
export default function Page() {
  return <ScreenPlaceholder screen="users" />;
}
