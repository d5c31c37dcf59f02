import { InfoIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { LiveEvents } from "@/components/live-events/live-events";
import { EmptyState } from "@/components/states/empty-state";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { listRamps } from "@/lib/api/ramps";
import { requireOperator } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { load, notOffered } from "@/lib/pipeline/load";
import { maskSensitive } from "@/lib/security/masking";
import { offers } from "@/lib/transport/capabilities";
import { listInbox } from "@/lib/webhooks/inbox";
import { RampsTable } from "./_components/ramps-table";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("ramps") };
}

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** Sandbox only: the seeded ramps and "simulate cash-in", with the RAMP events it causes arriving below. */
export default async function RampsPage({ searchParams }: Props) {
  const operator = await requireOperator();
  const t = await getTranslations("ramps");
  const { id } = await searchParams;
  const highlight = typeof id === "string" ? id : undefined;
  // The ramp list and the faker's helpers are sandbox extensions: a production API, or one whose
  // capabilities leave the list out, gets the explanation rather than an error.
  const explanation = () => (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} />
      <Alert tone="info">
        <InfoIcon aria-hidden />
        <AlertTitle>{t("sandboxOnlyTitle")}</AlertTitle>
        <AlertDescription>{t(getEnv().API_ENV === "sandbox" ? "notOffered" : "sandboxOnly")}</AlertDescription>
      </Alert>
    </div>
  );
  if (getEnv().API_ENV !== "sandbox" || !(await offers("ramps-list"))) return explanation();
  const [ramps, inbox] = await Promise.all([
    load(() => listRamps(operator, { page: 1, limit: 50 })),
    listInbox(operator, { event: "RAMP", limit: 20 }).then(maskSensitive),
  ]);
  // Presumed offered, but the list's route answered 404/405 (any body): the explanation.
  if (notOffered(ramps)) return explanation();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t("title")}
        description={t.rich("description", {
          link: (chunks) => (
            <Link href="/webhooks" className="text-primary underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      />
      {!ramps.ok ? (
        <LoadFailure error={ramps.error} path="/ramps" />
      ) : ramps.data.ramps.length === 0 ? (
        <EmptyState title={t("empty")} />
      ) : (
        <RampsTable initial={ramps.data} highlight={highlight} />
      )}
      <LiveEvents initial={inbox} fixedEvent="RAMP" title={t("liveTitle")} />
    </div>
  );
}
