import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/states/empty-state";
import { NAV_ITEMS, type NavItem } from "./nav-items";
import { PageHeader } from "./page-header";

/** Stand-in for a screen not built yet: says what will be there. Each screen's own page replaces it. */
export function ScreenPlaceholder({ screen }: { screen: NavItem["key"] }) {
  const tn = useTranslations("nav.items");
  const tp = useTranslations("placeholders");
  const item = NAV_ITEMS.find((entry) => entry.key === screen);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={tn(screen)} description={tp(screen)} />
      <EmptyState icon={item?.icon} title={tp("comingSoon")} description={tp(screen)} />
    </div>
  );
}
