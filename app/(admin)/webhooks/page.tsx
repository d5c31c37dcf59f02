import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PendingChangeBanner } from "@/components/approvals/pending-change-banner";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { LiveEvents } from "@/components/live-events/live-events";
import { holdNoticeFor } from "@/lib/approvals/hold-notice";
import { requireOperator } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { grantsForOffers, mayPerform } from "@/lib/permissions/dashboard";
import { load } from "@/lib/pipeline/load";
import { maskSensitive } from "@/lib/security/masking";
import { listInbox } from "@/lib/webhooks/inbox";
import { readConfigState } from "@/lib/webhooks/read-config-state";
import { ownReceiverUrl } from "@/lib/webhooks/receiver-url";
import { DeliveryLog } from "./_components/delivery-log";
import { TestEvent } from "./_components/test-event";
import { WebhookSettings } from "./_components/webhook-settings";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("webhooks") };
}

export default async function WebhooksPage() {
  const operator = await requireOperator();
  const t = await getTranslations("webhooks");
  const [config, inbox, receiverUrl, grants] = await Promise.all([
    load(() => readConfigState(operator)),
    // Masked payloads: full account, document and alias values only through the audited reveal.
    listInbox(operator, { limit: 100 }).then(maskSensitive),
    ownReceiverUrl(operator),
    grantsForOffers(operator),
  ]);
  // Changing the configuration needs webhooks:write: without it the page is read-only, said before any click.
  const writeDenied = mayPerform(grants, "webhooks:write") ? undefined : t("settings.writeDenied");
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("description")} />
      <PendingChangeBanner scope={operator} targetType="webhook" targetId={null} />
      {config.ok ? (
        <WebhookSettings
          initial={config.data}
          apiEnv={getEnv().API_ENV}
          receiverUrl={receiverUrl}
          writeDenied={writeDenied}
          hold={await holdNoticeFor(operator, "webhook", "webhooks:write")}
        />
      ) : (
        <LoadFailure error={config.error} path="/webhooks" />
      )}
      <TestEvent sandbox={getEnv().API_ENV === "sandbox"} />
      <LiveEvents initial={inbox} />
      {config.ok && !config.data.offers.deliveries ? (
        <section aria-labelledby="delivery-log-title" className="grid gap-2">
          <h2 id="delivery-log-title" className="text-lg font-semibold">
            {t("deliveries.title")}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="deliveries-not-offered">
            {t("settings.deliveriesNotOffered")}
          </p>
        </section>
      ) : (
        <DeliveryLog />
      )}
    </div>
  );
}
