import { randomBytes } from "node:crypto";
import { sealReceiverSecret } from "@/lib/webhooks/receiver-seal";
import { query } from "./cluster";

/**
 * Gives a customer a webhook receiver in the dashboards' store, with its secret
 * sealed the way the settings screen seals it, so the suite and the benches can
 * sign deliveries. Returns the receiver's path (/api/webhooks/receive/<key>).
 * Usable from vitest and from tsx.
 */
export async function setReceiverSecret(
  databaseUrl: string,
  tokenKey: string,
  customerId: string,
  secret: string,
): Promise<string> {
  const key = randomBytes(32).toString("base64url");
  const [row] = await query<{ receiver_key: string }>(
    databaseUrl,
    `INSERT INTO webhook_receivers (customer_id, receiver_key, current_secret_enc, previous_secret_enc, rotated_at)
     VALUES ($1, $2, $3, NULL, now())
     ON CONFLICT (customer_id) DO UPDATE SET current_secret_enc = $3, previous_secret_enc = NULL, rotated_at = now()
     RETURNING receiver_key`,
    [customerId, key, sealReceiverSecret(tokenKey, customerId, secret)],
  );
  if (!row) throw new Error("receiver not stored");
  return `/api/webhooks/receive/${row.receiver_key}`;
}
