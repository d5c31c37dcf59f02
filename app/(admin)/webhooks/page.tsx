import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoadFailure } from "@/components/forms/load-failure";
import { PageHeader } from "@/components/layout/page-header";
import { load } from "@/lib/actions/load";
import { ApiError } from "@/lib/api/errors";
import { getWebhookConfig } from "@/lib/api/webhooks";
import { requireOperator } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { listInbox } from "@/lib/webhooks/inbox";
import { ownReceiverUrl } from "@/lib/webhooks/receiver-url";
import { DeliveryLog } from "./_components/delivery-log";
import { LiveEvents } from "./_components/live-events";
import { WebhookSettings } from "./_components/webhook-settings";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("nav.items");
  return { title: t("webhooks") };
}

/** The configuration (read extension; a 404 means the API cannot show it, not that there is none). */
async function readConfig(operator: { sessionId: string }) {
  try {
    return { readable: true, config: await getWebhookConfig(operator) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { readable: false, config: null };
    throw error;
  }
}

export default async function WebhooksPage() {
  const operator = await requireOperator();
  const t = await getTranslations("webhooks");
  const [config, inbox, receiverUrl] = await Promise.all([
    load(() => readConfig(operator)),
    listInbox(operator, { limit: 100 }),
    ownReceiverUrl(operator),
  ]);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("description")} />
      {config.ok ? (
        <WebhookSettings initial={config.data} apiEnv={getEnv().API_ENV} receiverUrl={receiverUrl} />
      ) : (
        <LoadFailure error={config.error} path="/webhooks" />
      )}
      <LiveEvents initial={inbox} />
      <DeliveryLog />
    </div>
  );
}
