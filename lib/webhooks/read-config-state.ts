import "server-only";
import { getWebhookConfig } from "@/lib/api/webhooks";
import type { Operator } from "@/lib/auth/session";
import { offers, whenOffered } from "@/lib/transport/capabilities";
import type { ConfigState } from "./config-state";
import { latestRegistration } from "./registrations";

/**
 * The configuration as the API shows it where it offers the read extension; otherwise the
 * newest one this dashboard registered for the customer, labelled as such (the API may have
 * been changed elsewhere since: the screen says so).
 */
export async function readConfigState(
  operator: Pick<Operator, "sessionId" | "customerId">,
  signal?: AbortSignal,
): Promise<ConfigState> {
  const [update, remove, deliveries] = await Promise.all([
    offers("webhooks-update"),
    offers("webhooks-delete"),
    offers("webhooks-deliveries"),
  ]);
  const caps = { update, delete: remove, deliveries };
  const read = await whenOffered("webhooks-read", () => getWebhookConfig(operator, { signal }));
  if (read.offered) return { readable: true, config: read.data, source: "api", registeredBy: null, offers: caps };
  const reg = await latestRegistration(operator);
  if (!reg) return { readable: false, config: null, source: null, registeredBy: null, offers: caps };
  return {
    readable: false,
    config: {
      id: reg.configId,
      customerId: operator.customerId,
      url: reg.url,
      events: reg.events,
      active: true,
      createdAt: reg.registeredAt.toISOString(),
    },
    source: "dashboard",
    registeredBy: reg.registeredBy,
    offers: caps,
  };
}
