import type { WebhookConfig } from "@/lib/contract";

/**
 * What the webhook settings screen shows, from the page and from GET /api/webhooks/config.
 * Client-safe (types only). `source` says where the configuration comes from: the API's read
 * extension, or, without it, the dashboard's own record of what it registered.
 */
export interface ConfigState {
  readable: boolean;
  config: WebhookConfig | null;
  source: "api" | "dashboard" | null;
  registeredBy: string | null;
  /** The extensions behind edit/toggle, delete and the delivery log (lib/transport/capabilities). */
  offers: { update: boolean; delete: boolean; deliveries: boolean };
}
