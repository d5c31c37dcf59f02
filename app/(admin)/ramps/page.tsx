import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("ramps") };
}

/** Placeholder until the ramps screen is built. */
export default function Page() {
  return <ScreenPlaceholder screen="ramps" />;
}
