import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { requireOperator } from "@/lib/auth/session";
import { OverviewAmountSection, OverviewStatusSections } from "./overview-sections";
import { OverviewStuck } from "./overview-stuck";

/**
 * The landing page after login. Each section streams in on its own (Suspense), so the slower
 * amounts (ten API pages) never hold back the counts.
 */
export async function OverviewPage() {
  const [operator, t] = await Promise.all([requireOperator(), getTranslations("overview")]);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t("title")} description={t("description")} />
      <Suspense fallback={<Skeleton className="h-72 w-full" aria-label={t("loading")} />}>
        <OverviewStatusSections caller={operator} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-32 w-full" aria-label={t("loading")} />}>
        <OverviewStuck operator={operator} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-48 w-full" aria-label={t("loading")} />}>
        <OverviewAmountSection caller={operator} />
      </Suspense>
    </div>
  );
}
