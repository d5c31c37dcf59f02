import "server-only";
import {
  findLatestRegistrationRow,
  findRegistrationSecretEnc,
  upsertRegistration,
} from "@/lib/db/queries/webhook-registrations";
import type { CustomerScope } from "@/lib/db/scope";
import { getEnv } from "@/lib/env";
import { decryptToken, encryptToken } from "@/lib/security/token-crypto";

/** A configuration this dashboard registered (POST /webhooks), as the dashboard recorded it. */
export interface WebhookRegistration {
  configId: string;
  url: string;
  events: string[];
  registeredBy: string;
  registeredAt: Date;
}

/** The customer and the configuration are the associated data: a sealed secret opens only in its own row. */
const aad = (scope: CustomerScope, configId: string) => `webhook-registration-secret:${scope.customerId}:${configId}`;

/** Records a registration the API accepted; the secret is kept sealed (the receiver needs it too). */
export async function recordRegistration(
  scope: CustomerScope,
  reg: { configId: string; url: string; events: string[]; by: string; secret: string },
): Promise<void> {
  const secretEnc = encryptToken(reg.secret, getEnv().TOKEN_ENCRYPTION_KEY, aad(scope, reg.configId));
  await upsertRegistration(scope, {
    configId: reg.configId,
    url: reg.url,
    events: reg.events,
    registeredBy: reg.by,
    secretEnc,
  });
}

/** The newest registration of this customer: what the API is sending to, as far as the dashboard knows. */
export async function latestRegistration(scope: CustomerScope): Promise<WebhookRegistration | null> {
  const row = await findLatestRegistrationRow(scope);
  return row
    ? {
        configId: row.configId,
        url: row.url,
        events: row.events,
        registeredBy: row.registeredBy,
        registeredAt: row.registeredAt,
      }
    : null;
}

/** The registered secret, opened (for a receiver that must verify with it); null when there is none. */
export async function registrationSecret(scope: CustomerScope, configId: string): Promise<string | null> {
  const secretEnc = await findRegistrationSecretEnc(scope, configId);
  return secretEnc !== undefined ? decryptToken(secretEnc, getEnv().TOKEN_ENCRYPTION_KEY, aad(scope, configId)) : null;
}
