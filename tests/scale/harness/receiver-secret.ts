import { encryptToken } from "@/lib/security/token-crypto";
import { query } from "./cluster";

/** Must match lib/webhooks/receiver-secrets.ts: the secret is sealed with this associated data. */
const AAD = "webhook-receiver-secret";

/**
 * Sets the dashboards' webhook receiver secret in their store, sealed the way
 * the settings screen seals it (the dashboard's own token-crypto), so the
 * suite and the bench can sign deliveries. Usable from vitest and from tsx.
 */
export async function setReceiverSecret(databaseUrl: string, tokenKey: string, secret: string): Promise<void> {
  const sealed = encryptToken(secret, tokenKey, AAD);
  await query(
    databaseUrl,
    `INSERT INTO webhook_receiver_secrets (id, current_secret_enc, previous_secret_enc, rotated_at)
     VALUES (1, $1, NULL, now())
     ON CONFLICT (id) DO UPDATE SET current_secret_enc = $1, previous_secret_enc = NULL, rotated_at = now()`,
    [sealed],
  );
}
